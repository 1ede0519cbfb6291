import type { StorybookConfig } from '@storybook/react-vite'

const config: StorybookConfig = {
  stories: [
    '../stories/docs/**/*.mdx',
    '../src/**/*.stories.@(ts|tsx)',
    '../stories/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The app's images, plus MSW's service worker (kept out of the app's own public folder).
  staticDirs: ['../public', './public'],
  core: { disableTelemetry: true },
  // Stories never register the kiosk's service worker, so Storybook does not build one.
  viteFinal: (config) => ({
    ...config,
    plugins: (config.plugins ?? [])
      .flat()
      .filter((p) => !(p && 'name' in p && p.name.startsWith('vite-plugin-pwa'))),
  }),
}

export default config
