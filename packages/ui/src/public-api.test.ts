import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Every public name of @brand/ui. Removing or renaming one breaks the site, the embed and
 * every app that imports it: this list only grows (a removal is a major version and its own
 * decision). Add a new public name here when you export it from src/index.ts.
 */
const VALUES = [
  'BoxCoverageCalculator',
  'BrandProvider',
  'Button',
  'Carousel',
  'Cart',
  'CartBadge',
  'CartEmpty',
  'CartLine',
  'CartLines',
  'CartRoot',
  'CartSkeleton',
  'CartSummary',
  'CategoryButtons',
  'Checkbox',
  'ClientToasts',
  'DEFAULT_TOAST_DURATION_MS',
  'Dialog',
  'DialogClose',
  'DialogContent',
  'DialogDescription',
  'DialogFooter',
  'DialogHeader',
  'DialogTitle',
  'DialogTrigger',
  'FOOTER_LINKS',
  'Field',
  'FieldContent',
  'FieldDescription',
  'FieldError',
  'FieldGroup',
  'FieldInput',
  'FieldLabel',
  'FieldLegend',
  'FieldSelect',
  'FieldSet',
  'FieldTextarea',
  'Footer',
  'FooterBase',
  'Header',
  'HeaderBase',
  'HeaderSearchField',
  'LeadFields',
  'LeadFormPopup',
  'NotificationsList',
  'OneTimeCodeEntry',
  'OrderItemsPopup',
  'Pagination',
  'PortalContainerProvider',
  'PriceLine',
  'ProductCard',
  'ProductCardSkeleton',
  'ProjectChat',
  'ProjectChecklist',
  'QuantityBox',
  'RegistrationWizard',
  'RegistrationWizardBase',
  'RequestProgressBar',
  'SearchCombobox',
  'Select',
  'SelectContent',
  'SelectField',
  'SelectGroup',
  'SelectItem',
  'SelectLabel',
  'SelectSeparator',
  'SelectTrigger',
  'SelectValue',
  'ShadowHost',
  'ShowroomIdEntry',
  'ShowroomModal',
  'SignInForm',
  'Size',
  'StatusSelect',
  'TextField',
  'ThemeLogo',
  'ThemeProvider',
  'ToastProvider',
  'UserMenu',
  'UserMenuTriggerContent',
  'WizardDialogs',
  'activeElementOf',
  'buttonVariants',
  'cn',
  'createAction',
  'defaultRenderLink',
  'fieldMessages',
  'firstMessages',
  'firstServerError',
  'focusFirstInvalid',
  'isInShadowRoot',
  'parseWith',
  'registrationWizardVariants',
  'serverFieldErrors',
  'signInFormVariants',
  'tokens',
  'useAction',
  'useLeadForm',
  'useBrandClient',
  'useBrandStores',
  'useCart',
  'useFieldControl',
  'useOptionalToast',
  'usePortalContainer',
  'useResource',
  'useSchemaForm',
  'useSession',
  'useShowroom',
  'useTheme',
  'useToast',
  'validateWith',
];
const TYPES = [
  'Action',
  'ActionOptions',
  'ActionResult',
  'ActionState',
  'ActionStatus',
  'BoxCoverageCalculatorProps',
  'BrandClient',
  'BrandInitialState',
  'BrandProviderProps',
  'BrandStores',
  'ButtonProps',
  'CarouselProps',
  'CartBadgeProps',
  'CartLineProps',
  'CartSummaryProps',
  'CategoryButtonsProps',
  'CategoryName',
  'ChatFileRow',
  'ChatMessageRow',
  'CheckboxProps',
  'ChecklistItemRow',
  'DialogContentProps',
  'FieldErrorProps',
  'FieldProps',
  'FooterBaseProps',
  'FooterLeadFormSlotProps',
  'FooterProps',
  'FormErrors',
  'FormValues',
  'HeaderBaseProps',
  'HeaderSearchFieldProps',
  'HeaderProps',
  'HeaderUser',
  'LeadFormPopupProps',
  'SearchComboboxProps',
  'SearchFieldSlotProps',
  'LeadFormResult',
  'LeadValues',
  'LinkProps',
  'NotificationsListProps',
  'OneTimeCodeEntryProps',
  'OneTimeCodeResult',
  'OrderItemRow',
  'OrderItemsPopupProps',
  'PaginationProps',
  'ParseResult',
  'PortalContainer',
  'PriceLineProps',
  'ProductCardData',
  'ProductCardProps',
  'ProjectChatProps',
  'ProjectChecklistProps',
  'QuantityBoxProps',
  'RegistrationFormValues',
  'RegistrationWizardBaseProps',
  'RegistrationWizardProps',
  'Reloadable',
  'RenderLink',
  'RequestProgressBarProps',
  'ResourceKey',
  'ResourceState',
  'ResourceStatus',
  'SchemaControlProps',
  'SchemaFieldProps',
  'SelectContentProps',
  'SelectFieldProps',
  'ServerFieldErrors',
  'ShadowHostProps',
  'ShowroomHit',
  'ShowroomIdEntryProps',
  'ShowroomModalProps',
  'SignInFormProps',
  'SignInValues',
  'SizeProps',
  'SocialProvider',
  'SocialProviderOption',
  'StandardSchema',
  'StatusSelectProps',
  'TextFieldProps',
  'ThemeProviderProps',
  'ToastApi',
  'ToastOptions',
  'ToastProviderProps',
  'ToastVariant',
  'TokenName',
  'UseActionOptions',
  'UseActionResult',
  'UseLeadFormOptions',
  'UseLeadFormResult',
  'UseResourceOptions',
  'UseResourceResult',
  'UseSchemaFormOptions',
  'UseSchemaFormResult',
  'UserMenuProps',
  'UserMenuSlotProps',
  'WizardDialogsProps',
];

const source = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8');
/** The names an entry file exports, `type` ones included (its export { ... } lists). */
const exportedNames = (text: string) =>
  [...text.matchAll(/export (?:type )?\{([^}]*)\}/g)].flatMap((match) =>
    (match[1] ?? '')
      .split(',')
      .map((name) => name.replace(/^\s*type\s+/, '').trim())
      .filter(Boolean),
  );

describe('given the public entry src/index.ts', () => {
  it('names every export one by one (no export *)', () => {
    expect(source('./index.ts')).not.toMatch(/^export \*/m);
  });

  // Importing the whole entry transforms every component first: seconds on a busy machine.
  it('still exports every public value', async () => {
    const exported = Object.keys(await import('./index'));
    expect(VALUES.filter((name) => !exported.includes(name))).toEqual([]);
  }, 60_000);

  it('still exports every public type', () => {
    const exported = exportedNames(source('./index.ts'));
    expect(TYPES.filter((name) => !exported.includes(name))).toEqual([]);
  });

  it('lists here every value it exports (a new name is added on purpose)', async () => {
    const exported = Object.keys(await import('./index'));
    expect(exported.filter((name) => !VALUES.includes(name))).toEqual([]);
  }, 60_000);
});

describe('given the react-server entry (what a server component imports)', () => {
  it('exports exactly the values of src/index.ts', async () => {
    const server = Object.keys(await import('./index.react-server')).sort();
    expect(server).toEqual([...VALUES].sort());
  }, 60_000);
});

describe('given @brand/ui/server', () => {
  it('exports only public names, no export *', () => {
    const text = source('./server.ts');
    expect(text).not.toMatch(/^export \*/m);
    const names = exportedNames(text);
    expect(names.filter((name) => !VALUES.includes(name) && !TYPES.includes(name))).toEqual([]);
  });
});
