import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ToastProvider } from '../../primitives/toast/toast';
import { PhotoMode, type PhotoModeProduct } from './photo-mode';
import photoCss from './photo-mode.css?inline';

const FLOORS: PhotoModeProduct[] = [
  { id: 1, name: 'Piazza Porcelain Floor Tile, Matte Black', category: 'Tile Flooring' },
  { id: 2, name: 'Ivory Travertine Floor Tile', category: 'Tile Flooring' },
  { id: 3, name: 'Natural Oak Hardwood Plank', category: 'Hardwood Flooring', boxSqft: 20 },
];

const meta = {
  title: 'Visualizer/PhotoMode',
  component: PhotoMode,
  args: { kind: 'floor', products: FLOORS, onClose: fn(), onKindChange: fn() },
  parameters: { layout: 'padded' },
  // Its classes are not in styles.css (hosts load them with the entry): added here.
  decorators: [
    (Story) => (
      <>
        <style>{photoCss}</style>
        {Story()}
      </>
    ),
  ],
} satisfies Meta<typeof PhotoMode>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A 640 x 480 room drawn in the page (a lit wall over a floor), as the visitor's photo. */
async function roomFile(): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 640;
  canvas.height = 480;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2d');
  ctx.fillStyle = '#ddd5c7';
  ctx.fillRect(0, 0, 640, 264);
  const floor = ctx.createLinearGradient(0, 264, 0, 480);
  floor.addColorStop(0, '#9a8f80');
  floor.addColorStop(1, '#6f665a');
  ctx.fillStyle = floor;
  ctx.fillRect(0, 264, 640, 216);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('no PNG');
  return new File([blob], 'room.png', { type: 'image/png' });
}

/** Chooses `file` in the photo field, as the file picker does. */
async function choose(canvasElement: HTMLElement, file: File) {
  const input = within(canvasElement).getByLabelText(/Photo of your room/) as HTMLInputElement;
  const list = new DataTransfer();
  list.items.add(file);
  input.files = list.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Opened: the photo field and the privacy note, nothing else until a photo is chosen. */
export const NoPhoto: Story = {};

/** A photo chosen, the first product picked: drawn on the floor's outline, Download ready. */
export const FloorDrawn: Story = {
  args: { defaultProductId: 2 },
  play: async ({ canvasElement }) => {
    await choose(canvasElement, await roomFile());
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Corner 1' })).toBeVisible());
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Download' })).toBeVisible());
  },
};

/** The embed's use: one wall product, no surface to switch, focus on the heading. */
export const OneWallProduct: Story = {
  args: {
    kind: 'wall',
    onKindChange: undefined,
    products: [{ id: 7, name: 'White Subway Backsplash Tile', category: 'Backsplash Tiles' }],
    defaultProductId: 7,
    focusOnOpen: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Your room in a photo' })).toHaveFocus();
    await choose(canvasElement, await roomFile());
    await waitFor(() => expect(canvas.getByRole('radio', { checked: true })).toBeVisible());
    await expect(canvas.queryByLabelText('Surface')).toBeNull();
  },
};

/** The host still loading the products. */
export const LoadingProducts: Story = {
  args: { products: null },
  play: async ({ canvasElement }) => {
    await choose(canvasElement, await roomFile());
    await waitFor(() => expect(within(canvasElement).getByText('Loading products…')).toBeVisible());
  },
};

/** The host's note instead of products (no showroom chosen, a failed load). */
export const NoProducts: Story = {
  args: { products: [], productsNote: 'Enter a showroom ID above to choose from its products.' },
  play: async ({ canvasElement }) => {
    await choose(canvasElement, await roomFile());
    await waitFor(() =>
      expect(
        within(canvasElement).getByText('Enter a showroom ID above to choose from its products.'),
      ).toBeVisible(),
    );
  },
};

/** A file that is not an image: refused with the traced image's message. */
export const WrongFile: Story = {
  play: async ({ canvasElement }) => {
    await choose(canvasElement, new File(['x'], 'room.txt', { type: 'text/plain' }));
    await waitFor(() =>
      expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
        'Please upload an image of type',
      ),
    );
  },
};

/**
 * A signed-in customer with a project: "Save to project" beside Download hands the PNG, the
 * product and the surface to the host; its answer is a success toast.
 */
export const SaveToProject: Story = {
  args: {
    defaultProductId: 2,
    onSave: fn(async () => 'Photo saved to your project.'),
  },
  decorators: [(Story) => <ToastProvider duration={60_000}>{Story()}</ToastProvider>],
  play: async ({ args, canvasElement }) => {
    await choose(canvasElement, await roomFile());
    const canvas = within(canvasElement);
    const save = await canvas.findByRole('button', { name: 'Save to project' });
    await userEvent.click(save);
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    const [photo] = (args.onSave as ReturnType<typeof fn>).mock.calls[0] ?? [];
    await expect(photo).toMatchObject({ productId: 2, surface: 'floor' });
    await expect((photo as { image: Blob }).image.type).toBe('image/png');
    // A toast (in the Notifications region), not the note kept for hosts without toasts.
    const region = within(canvasElement.ownerDocument.body).getByRole('region', {
      name: /Notifications/,
    });
    await waitFor(() =>
      expect(
        within(region).getAllByText('Photo saved to your project.', { exact: true })[0],
      ).toBeVisible(),
    );
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** The host refused the save (a full project): its message shown as an alert (no toasts here). */
export const SaveFailed: Story = {
  args: {
    defaultProductId: 2,
    onSave: fn(async () => {
      throw new Error('A project keeps at most 20 photos. Delete one to save another.');
    }),
  },
  play: async ({ canvasElement }) => {
    await choose(canvasElement, await roomFile());
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Save to project' }));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        'A project keeps at most 20 photos. Delete one to save another.',
      ),
    );
  },
};

/** Without `onSave` (the embed, a visitor not signed in): Download only, no save button. */
export const NoSaveAction: Story = {
  args: { defaultProductId: 2 },
  play: async ({ canvasElement }) => {
    await choose(canvasElement, await roomFile());
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Download' })).toBeVisible());
    await expect(canvas.queryByRole('button', { name: 'Save to project' })).toBeNull();
  },
};
