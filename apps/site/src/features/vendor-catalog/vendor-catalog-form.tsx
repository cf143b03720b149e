import { parseCsvSizes, type VendorProduct } from '@brand/core/contract';
import { acceptAttribute, UPLOAD_MESSAGES, validateImageUpload } from '@brand/core/rules';
import {
  Button,
  Field,
  FieldDescription,
  FieldError,
  FieldInput,
  FieldLabel,
  FieldTextarea,
  SelectField,
  TextField,
  useAction,
  useToast,
} from '@brand/ui';
import { useId, useRef, useState } from 'react';
import { useClient } from '../../lib/brand.tsx';
import { errorMessage } from '../../lib/use-load.ts';

export type CategoryChoice = { id: number; name: string; unit: string };

type Values = {
  sku: string;
  name: string;
  category_id: string;
  description: string;
  price: string;
  uom: string;
  box_sqft: string;
  sizes: string;
  has_3d: boolean;
};

const sizesText = (p: VendorProduct | null) =>
  (p?.sizes ?? [])
    .map((s) =>
      s.pattern
        ? s.pattern
        : [s.width_size, s.height_size, s.length_size].filter(Boolean).join('x'),
    )
    .join(' | ');

/** The picture's pixel size, read by the browser (the server checks the file again). */
async function imageSizeOf(file: File): Promise<{ width?: number; height?: number }> {
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return {};
  }
}

/**
 * Create or edit a product (POST / PUT /api/vendor/products): the contract's fields, server
 * field errors beside their inputs, then the image (POST .../image) when one is chosen, checked
 * first by core's image rule.
 */
export function VendorProductForm({
  product,
  categories,
  onSaved,
  onCancel,
}: {
  product: VendorProduct | null;
  categories: CategoryChoice[];
  onSaved: (saved: VendorProduct) => void;
  onCancel: () => void;
}) {
  const client = useClient();
  const { toast } = useToast();
  const ids = { description: useId(), image: useId(), has3d: useId() };
  const file = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState<Values>({
    sku: product?.sku ?? '',
    name: product?.name ?? '',
    category_id: String(product?.category_id ?? categories[0]?.id ?? ''),
    description: product?.description ?? '',
    price: product ? product.price.toFixed(2) : '',
    uom: product?.uom ?? '',
    box_sqft: product?.box_sqft == null ? '' : String(product.box_sqft),
    sizes: sizesText(product),
    has_3d: product?.has_3d ?? false,
  });
  // The image rule's message, the server's field messages, or the refusal's own message.
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useAction({
    perform: async (image: File | undefined) => {
      const body = {
        sku: values.sku.trim() || null,
        name: values.name,
        category_id: values.category_id,
        description: values.description || null,
        price: values.price,
        uom: values.uom.trim() || null,
        box_sqft: values.box_sqft.trim() || null,
        // The CSV import's reading of sizes: `12x24 | 24x48 | Herringbone`.
        sizes: parseCsvSizes(values.sizes),
        has_3d: values.has_3d,
      };
      let saved = product
        ? (await client.vendorCatalog.updateVendorProduct({ params: { id: product.id }, body }))
            .data
        : (await client.vendorCatalog.createVendorProduct({ body })).data;
      if (image) {
        const form = new FormData();
        form.append('image', image, image.name);
        saved = (
          await client.vendorCatalog.uploadVendorProductImage({
            params: { id: saved.id },
            body: form,
          })
        ).data;
      }
      return saved;
    },
    onSuccess: (saved) => {
      toast({ variant: 'success', message: product ? 'Product saved.' : 'Product listed.' });
      onSaved(saved);
    },
    onError: (caught, _image, found) =>
      setErrors(Object.keys(found).length ? found : { form: errorMessage(caught) }),
  });
  const set =
    (key: keyof Values) =>
    (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      setValues((v) => ({ ...v, [key]: event.target.value }));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const image = file.current?.files?.[0];
    if (image) {
      const problem = validateImageUpload({
        name: image.name,
        type: image.type,
        size: image.size,
        ...(image.type === 'image/svg+xml' ? {} : await imageSizeOf(image)),
      });
      if (problem) {
        setErrors({ image: problem });
        return;
      }
    }
    setErrors({});
    void save.run(image);
  };

  return (
    <form
      className="site-vendor-form"
      onSubmit={submit}
      noValidate
      aria-label={product ? `Edit ${product.name}` : 'New product'}
    >
      <TextField
        label="Name"
        name="name"
        required
        value={values.name}
        onChange={set('name')}
        error={errors.name}
      />
      <TextField
        label="Vendor SKU"
        name="sku"
        value={values.sku}
        onChange={set('sku')}
        error={errors.sku}
        hint="Letters, digits, dots, dashes; the CSV import's key."
      />
      <SelectField
        label="Category"
        name="category_id"
        value={values.category_id}
        onChange={set('category_id')}
        error={errors.category_id}
      >
        {categories.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name} (sold per {c.unit})
          </option>
        ))}
      </SelectField>
      <TextField
        label="Price per selling unit (USD)"
        name="price"
        inputMode="decimal"
        required
        value={values.price}
        onChange={set('price')}
        error={errors.price}
      />
      <TextField
        label="Unit of measure"
        name="uom"
        value={values.uom}
        onChange={set('uom')}
        error={errors.uom}
        hint="Leave empty to sell per the category's unit (Box or Piece)."
      />
      <TextField
        label="Square feet per box"
        name="box_sqft"
        inputMode="decimal"
        value={values.box_sqft}
        onChange={set('box_sqft')}
        error={errors.box_sqft}
      />
      <TextField
        label="Sizes"
        name="sizes"
        value={values.sizes}
        onChange={set('sizes')}
        error={errors.sizes}
        hint="Width x height (x length), separated by |, e.g. 12x24 | 24x48."
      />
      <Field id={ids.description}>
        <FieldLabel>Description</FieldLabel>
        <FieldTextarea
          name="description"
          rows={4}
          value={values.description}
          onChange={set('description')}
        />
      </Field>
      <p className="site-field">
        <input
          id={ids.has3d}
          type="checkbox"
          checked={values.has_3d}
          onChange={(e) => setValues((v) => ({ ...v, has_3d: e.target.checked }))}
        />{' '}
        <label htmlFor={ids.has3d}>Has a 3-D model</label>
      </p>
      <Field id={ids.image} invalid={Boolean(errors.image)}>
        <FieldLabel>Image</FieldLabel>
        <FieldInput ref={file} type="file" name="image" accept={acceptAttribute()} />
        <FieldDescription>{`${UPLOAD_MESSAGES.imageType} ${UPLOAD_MESSAGES.imageSize}`}</FieldDescription>
        <FieldError>{errors.image}</FieldError>
      </Field>
      {errors.form ? <p role="alert">{errors.form}</p> : null}
      <p className="site-vendor-form__actions">
        <Button type="submit" disabled={save.isPending}>
          {product ? 'Save product' : 'List product'}
        </Button>{' '}
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </p>
    </form>
  );
}
