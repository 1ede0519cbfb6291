import Type from 'typebox'

/** What the card terminal said about the sale it was paid by: on the receipt and the report. */
export const TerminalReference = Type.Object({
  receipt: Type.String(),
  auth_code: Type.String(),
  card: Type.String({ description: 'masked: "VISA ····1234"' }),
  terminal: Type.String({ description: "the terminal's label" }),
})
export type TerminalReference = Type.Static<typeof TerminalReference>
