import { IconGallery, IconItem } from '@storybook/addon-docs/blocks'
import { ICONS_IN_USE } from './iconsInUse'

/** Every icon the kiosk shows, at the size its buttons use. */
export function IconList() {
  return (
    <IconGallery>
      {Object.entries(ICONS_IN_USE).map(([name, Icon]) => (
        <IconItem key={name} name={name}>
          <Icon sx={{ fontSize: 32, color: '#14254a' }} />
        </IconItem>
      ))}
    </IconGallery>
  )
}
