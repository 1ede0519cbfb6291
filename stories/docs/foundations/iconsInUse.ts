import type { SvgIconComponent } from '@mui/icons-material'
import AccountCircleIcon from '@mui/icons-material/AccountCircle'
import AddIcon from '@mui/icons-material/Add'
import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import AssessmentIcon from '@mui/icons-material/Assessment'
import BackspaceIcon from '@mui/icons-material/Backspace'
import BlockIcon from '@mui/icons-material/Block'
import CheckIcon from '@mui/icons-material/Check'
import CheckBoxIcon from '@mui/icons-material/CheckBox'
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank'
import CheckCircleIcon from '@mui/icons-material/CheckCircle'
import ChevronRightIcon from '@mui/icons-material/ChevronRight'
import ClearIcon from '@mui/icons-material/Clear'
import CloseIcon from '@mui/icons-material/Close'
import CloudDoneIcon from '@mui/icons-material/CloudDone'
import CloudOffIcon from '@mui/icons-material/CloudOff'
import CloudSyncIcon from '@mui/icons-material/CloudSync'
import CloudUploadIcon from '@mui/icons-material/CloudUpload'
import CreditCardIcon from '@mui/icons-material/CreditCard'
import DownloadIcon from '@mui/icons-material/Download'
import ExpandMoreIcon from '@mui/icons-material/ExpandMore'
import FilterListIcon from '@mui/icons-material/FilterList'
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined'
import LogoutIcon from '@mui/icons-material/Logout'
import PaymentsIcon from '@mui/icons-material/Payments'
import PersonAddIcon from '@mui/icons-material/PersonAdd'
import PersonSearchIcon from '@mui/icons-material/PersonSearch'
import PointOfSaleIcon from '@mui/icons-material/PointOfSale'
import RemoveIcon from '@mui/icons-material/Remove'
import SearchIcon from '@mui/icons-material/Search'
import SettingsIcon from '@mui/icons-material/Settings'
import StorefrontIcon from '@mui/icons-material/Storefront'
import SwapHorizIcon from '@mui/icons-material/SwapHoriz'
import TheaterComedyIcon from '@mui/icons-material/TheaterComedy'
import UndoIcon from '@mui/icons-material/Undo'
import UploadFileIcon from '@mui/icons-material/UploadFile'

/**
 * The Material icons the kiosk uses, by their name in @mui/icons-material. A unit test compares
 * this list with the client's imports, so a new icon cannot miss the Icons page.
 */
export const ICONS_IN_USE: Record<string, SvgIconComponent> = {
  AccountCircle: AccountCircleIcon,
  Add: AddIcon,
  ArrowBack: ArrowBackIcon,
  Assessment: AssessmentIcon,
  Backspace: BackspaceIcon,
  Block: BlockIcon,
  Check: CheckIcon,
  CheckBox: CheckBoxIcon,
  CheckBoxOutlineBlank: CheckBoxOutlineBlankIcon,
  CheckCircle: CheckCircleIcon,
  ChevronRight: ChevronRightIcon,
  Clear: ClearIcon,
  Close: CloseIcon,
  CloudDone: CloudDoneIcon,
  CloudOff: CloudOffIcon,
  CloudSync: CloudSyncIcon,
  CloudUpload: CloudUploadIcon,
  CreditCard: CreditCardIcon,
  Download: DownloadIcon,
  ExpandMore: ExpandMoreIcon,
  FilterList: FilterListIcon,
  InfoOutlined: InfoOutlinedIcon,
  Logout: LogoutIcon,
  Payments: PaymentsIcon,
  PersonAdd: PersonAddIcon,
  PersonSearch: PersonSearchIcon,
  PointOfSale: PointOfSaleIcon,
  Remove: RemoveIcon,
  Search: SearchIcon,
  Settings: SettingsIcon,
  Storefront: StorefrontIcon,
  SwapHoriz: SwapHorizIcon,
  TheaterComedy: TheaterComedyIcon,
  Undo: UndoIcon,
  UploadFile: UploadFileIcon,
}
