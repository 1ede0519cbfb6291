import Chip from '@mui/material/Chip'
import CloudDoneIcon from '@mui/icons-material/CloudDone'
import CloudOffIcon from '@mui/icons-material/CloudOff'
import CloudSyncIcon from '@mui/icons-material/CloudSync'
import CloudUploadIcon from '@mui/icons-material/CloudUpload'
import dayjs from 'dayjs'

export interface NetworkStatusProps {
  /** Whether the kiosk can reach the server. */
  online: boolean
  /** ISO time the network went. */
  offlineSince: string | null
  /** Sales saved on this kiosk, not yet sent to the server. */
  waiting: number
  /** Sales the server refused, waiting for the operator. */
  refused: number
  /** Progress of the waiting sales being sent now, or null when none are. */
  syncing: { done: number; total: number } | null
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/** What the kiosk's network is doing, in one line: the header's status, on every screen. */
export function networkStatusText(props: NetworkStatusProps): string {
  const parts: string[] = []
  if (!props.online) {
    parts.push(
      props.offlineSince ? `Offline since ${dayjs(props.offlineSince).format('HH:mm')}` : 'Offline',
    )
  } else if (props.syncing) {
    parts.push(`Sending ${props.syncing.done + 1} of ${props.syncing.total}`)
  } else {
    parts.push('Online')
  }
  if (props.waiting && !props.syncing) {
    parts.push(`${plural(props.waiting, 'sale', 'sales')} waiting to send`)
  }
  if (props.refused) parts.push(`${plural(props.refused, 'sale needs', 'sales need')} a decision`)
  return parts.join(' · ')
}

/** A small status pill, in the status strip above every kiosk screen. */
export function NetworkStatus(props: NetworkStatusProps) {
  const Icon = !props.online
    ? CloudOffIcon
    : props.syncing
      ? CloudSyncIcon
      : props.waiting
        ? CloudUploadIcon
        : CloudDoneIcon
  const color = !props.online || props.refused ? 'warning' : props.waiting ? 'primary' : 'success'
  return (
    <Chip
      role="status"
      aria-label="Network status"
      icon={<Icon />}
      label={networkStatusText(props)}
      color={color}
      size="small"
      variant={props.online && !props.waiting && !props.refused ? 'outlined' : 'filled'}
      sx={{
        maxWidth: '100%',
        bgcolor: (theme) =>
          props.online && !props.waiting && !props.refused
            ? theme.palette.background.paper
            : undefined,
      }}
    />
  )
}
