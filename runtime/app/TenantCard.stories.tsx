import type { Meta, StoryObj } from '@storybook/react-vite';
import { TenantCard } from './TenantCard';
import './app.css';

const meta: Meta<typeof TenantCard> = {
  title: 'Shell/TenantCard',
  component: TenantCard,
  args: { imageBase: '/' },
};
export default meta;

type Story = StoryObj<typeof TenantCard>;

export const Acme: Story = {
  args: { tenant: 'acme', name: 'Acme Retail', logoId: 'acme/images/logo.svg' },
};
export const Globex: Story = {
  args: { tenant: 'globex', name: 'Globex Stores', logoId: 'globex/images/logo.svg' },
};
export const WithoutBranding: Story = { args: { tenant: 'initech' } };
