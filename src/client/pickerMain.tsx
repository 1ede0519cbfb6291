import { SwrDefaults } from './SwrDefaults'
import { UniversityPickerRoute } from './routes/login/UniversityPickerRoute'
import { startPage } from './startPage'

// /: choose the university (picker.html).
startPage((boot) => (
  <SwrDefaults>
    <UniversityPickerRoute boot={boot} />
  </SwrDefaults>
))
