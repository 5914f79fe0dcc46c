import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: [
    '../runtime/**/*.stories.@(ts|tsx)',
    '../widgets/**/*.stories.@(ts|tsx)',
    '../builder/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs'],
  framework: '@storybook/react-vite',
  // Stories show tenant branding straight from the demo config's image files.
  staticDirs: ['../config-samples'],
};
export default config;
