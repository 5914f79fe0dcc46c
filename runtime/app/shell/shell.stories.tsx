import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { ForbiddenDialog } from './ForbiddenDialog.tsx';
import { Slideshow } from './Slideshow.tsx';
import { StatusPage } from './StatusPage.tsx';

/** Shell building blocks outside the app: error pages, the forbidden dialog, the slideshow. */
const meta: Meta = {
  title: 'Shell',
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
};
export default meta;

export const PageNotFound: StoryObj = { render: () => <StatusPage status={404} /> };

export const AccessRestricted: StoryObj = { render: () => <StatusPage status={403} /> };

export const ForbiddenCountdown: StoryObj = {
  render: () => <ForbiddenDialog status={403} onDone={() => undefined} />,
};

export const AcmeSlideshow: StoryObj = {
  render: () => (
    <div style={{ height: 480 }}>
      <Slideshow
        images={[
          '/acme/images/slide-storefront.svg',
          '/acme/images/slide-growth.svg',
          '/acme/images/slide-products.svg',
        ]}
        intervalMs={2500}
      />
    </div>
  ),
};

export const DefaultBackground: StoryObj = {
  render: () => (
    <div style={{ height: 480 }}>
      <Slideshow images={[]} />
    </div>
  ),
};
