import { addons } from 'storybook/manager-api'
import { create } from 'storybook/theming'
import { theme } from '../src/client/theme'

const { palette, shape, typography } = theme

/** Storybook's own frame in the kiosk's colours and type, so reviewers see one product. */
addons.setConfig({
  theme: create({
    base: 'light',
    brandTitle: 'Ceremony POS',
    brandUrl: './?path=/docs/introduction--docs',
    brandImage: './logo.svg',
    brandTarget: '_self',
    colorPrimary: palette.primary.main,
    colorSecondary: palette.secondary.main,
    appBg: palette.background.default,
    appContentBg: palette.background.paper,
    appBorderRadius: shape.borderRadius,
    textColor: palette.text.primary,
    textMutedColor: palette.text.secondary,
    barSelectedColor: palette.secondary.main,
    fontBase: typography.fontFamily,
  }),
})
