import { type ClientEventMap, createEmitter } from '@brand/core/client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../../primitives/button/button';
import { RequestProgressBar } from './request-progress-bar';

function Demo() {
  const events = createEmitter<ClientEventMap>();
  let id = 0;
  const request = () => ({ id, method: 'GET', path: '/api/projectCart' });
  return (
    <div style={{ display: 'flex', gap: 8, paddingTop: 16 }}>
      <RequestProgressBar client={{ events }} />
      <Button
        onClick={() => {
          id += 1;
          events.emit('request:start', request());
        }}
      >
        Start request
      </Button>
      <Button
        variant="secondary"
        onClick={() => events.emit('request:finish', { ...request(), status: 200 })}
      >
        Finish
      </Button>
      <Button
        variant="danger"
        onClick={() =>
          events.emit('request:fail', {
            ...request(),
            status: 500,
            error: Object.assign(new Error('Internal Server error please try again.'), {
              status: 500,
            }) as never,
          })
        }
      >
        Fail
      </Button>
    </div>
  );
}

const meta = {
  title: 'Foundation/RequestProgressBar',
  component: RequestProgressBar,
  render: () => <Demo />,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RequestProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

export const Loading: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Start request' }));
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading' })).toBeVisible();
  },
};

export const Failed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Start request' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Fail' }));
    await expect(canvasElement.querySelector('[data-slot="request-progress"]')).toHaveAttribute(
      'data-state',
      'failed',
    );
  },
};
