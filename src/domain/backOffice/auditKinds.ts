/**
 * The kinds of audit line a manager filters by, and the actions each covers. An action ending in
 * `*` covers every action that begins so; the others are exact.
 */
export const AUDIT_KINDS = {
  sale: { label: 'Sale', actions: ['order.save'] },
  void: { label: 'Void', actions: ['order.void'] },
  refund: { label: 'Refund', actions: ['order_item.refund'] },
  redeem: { label: 'Redeem', actions: ['order_item.redeem'] },
  upgrade: { label: 'Upgrade', actions: ['order_item.upgrade'] },
  drawer: { label: 'Cash drawer', actions: ['drawer.*'] },
  terminal: { label: 'Card terminal', actions: ['terminal.*'] },
  ceremony: { label: 'Ceremony', actions: ['ceremony.*'] },
  catalogue: { label: 'Catalogue', actions: ['stock.*'] },
  staff: { label: 'Staff', actions: ['staff.*'] },
  student: { label: 'Student record', actions: ['student.*'] },
  import: { label: 'Import and export of files', actions: ['import.*', 'export.*'] },
  signin: { label: 'Sign-in and PIN', actions: ['login*', 'logout', 'pin.*'] },
  report: { label: 'Report and export', actions: ['report.*', 'audit.*'] },
  delivery: { label: 'Ordering system and mail', actions: ['ges.*', 'mail.*', 'offline.*'] },
  backoffice: { label: 'Back office refusal', actions: ['admin.*'] },
} as const

export type AuditKind = keyof typeof AUDIT_KINDS
export const AUDIT_KIND_NAMES = Object.keys(AUDIT_KINDS) as AuditKind[]

/** The kind an action belongs to, or null for one no kind names. */
export function kindOfAction(action: string): AuditKind | null {
  for (const kind of AUDIT_KIND_NAMES) {
    const covers = AUDIT_KINDS[kind].actions.some((pattern: string) =>
      pattern.endsWith('*') ? action.startsWith(pattern.slice(0, -1)) : action === pattern,
    )
    if (covers) return kind
  }
  return null
}
