import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import type { Preview } from '@storybook/react-vite';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../runtime/app/i18n/index.ts';
import { buildTheme } from '../runtime/app/theme.ts';

/** Stories render inside the app's providers: the Mantine theme and the i18n texts. */
const theme = buildTheme(undefined);

const preview: Preview = {
  decorators: [
    (Story) => (
      <I18nextProvider i18n={i18n}>
        <MantineProvider theme={theme} defaultColorScheme="light">
          <Story />
        </MantineProvider>
      </I18nextProvider>
    ),
  ],
  parameters: {
    controls: {
      matchers: {
        color: /(background|color)$/i,
        date: /Date$/i,
      },
    },
  },
};

export default preview;
