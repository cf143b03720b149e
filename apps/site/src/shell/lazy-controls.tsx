import { LEAD_FORM_TITLE } from '@brand/core/rules';
import {
  Button,
  type FooterLeadFormSlotProps,
  HeaderSearchField,
  type OrderItemsPopupProps,
  type SearchComboboxProps,
  type SearchFieldSlotProps,
  type ShowroomModalProps,
  type UserMenuSlotProps,
  UserMenuTriggerContent,
  useToast,
  type WizardDialogsProps,
} from '@brand/ui';
import { type ReactNode, type Ref, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { type IntentModule, onIntent } from '../lib/on-intent.ts';

// The Radix-backed controls that no page shows open on arrival: each loads on intent, so
// Radix Menu, Popper, Floating UI, Select, Dialog and the scroll lock stay out of every
// route's initial script (docs/decisions/site-performance.md).
const userMenuPart = onIntent(() => import('./parts/user-menu.ts'));
const leadFormPart = onIntent(() => import('./parts/lead-form.ts'));
const orderItemsPart = onIntent(() => import('./parts/order-items-popup.ts'));
const showroomModalPart = onIntent(() => import('./parts/showroom-modal.ts'));
const wizardDialogsPart = onIntent(() => import('./parts/wizard-dialogs.ts'));
const searchFieldPart = onIntent(() => import('./parts/search-combobox.ts'));

const LOAD_FAILED = 'This could not be loaded. Check your connection and try again.';

/**
 * A control whose Radix part loads on intent. Until then a look-alike button stands in: the
 * pointer over it, focus or touch start the load; once loaded the real control replaces it
 * (taking over the focus, so Enter, Space and ArrowDown reach Radix itself). Activating the
 * stand-in before the load finished opens the real control as soon as it arrives.
 */
function useIntentSwap<T>(module: IntentModule<T>) {
  const { toast } = useToast();
  const [loaded, setLoaded] = useState<T | undefined>(module.get);
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const wrapper = useRef<HTMLSpanElement>(null);
  const refocus = useRef(false);
  // A press on the stand-in: the swap waits for its click. Swapped between pointerdown and
  // click, the click found neither the stand-in nor the real trigger, and the control did not
  // open (the vendor's "View items" in CI, 2026-11-28, when the part arrived mid-click).
  const pressing = useRef(false);
  const pending = useRef<(() => void) | null>(null);

  const load = (open: boolean) => {
    if (open) setOpenOnLoad(true);
    if (loaded) return;
    module.load().then(
      (value) => {
        const swap = () => {
          refocus.current = wrapper.current?.contains(document.activeElement) ?? false;
          setLoaded(() => value);
        };
        if (pressing.current) pending.current = swap;
        else swap();
      },
      () => {
        if (!open) return;
        setOpenOnLoad(false);
        toast({ variant: 'error', message: LOAD_FAILED });
      },
    );
  };

  // A layout effect, in the very task of the swap: an effect ran after the paint, and keys typed
  // in between (the stand-in gone, the field not yet focused) were lost (a search typed while
  // the combobox arrived reached the page empty: CI, 2026-11-28).
  useLayoutEffect(() => {
    if (!loaded || !refocus.current) return;
    refocus.current = false;
    // The stand-in had the focus: give it to the real trigger, unless the control opened
    // (Radix then moves the focus into it). A field keeps its caret at the end of the text.
    if (openOnLoad) return;
    const control = wrapper.current?.querySelector<HTMLElement>('button, input');
    control?.focus();
    if (control instanceof HTMLInputElement) {
      control.setSelectionRange(control.value.length, control.value.length);
    }
  }, [loaded, openOnLoad]);

  // The press ends wherever the pointer is let go; the swap runs after the click it makes
  // (pointerup and click are dispatched in one task).
  const release = () => {
    setTimeout(() => {
      pressing.current = false;
      const swap = pending.current;
      pending.current = null;
      swap?.();
    }, 0);
  };
  const intent = {
    onPointerEnter: () => load(false),
    onFocus: () => load(false),
    onTouchStart: () => load(false),
    onPointerDown: () => {
      pressing.current = true;
      window.addEventListener('pointerup', release, { once: true, capture: true });
      window.addEventListener('pointercancel', release, { once: true, capture: true });
      load(false);
    },
  };
  return { loaded, openOnLoad, wrapper, intent, activate: () => load(true) };
}

/** A wrapper without a box of its own, to find the real trigger in after the swap. */
function Swap({ wrapper, children }: { wrapper: Ref<HTMLSpanElement>; children: ReactNode }) {
  return (
    <span ref={wrapper} className="site-contents">
      {children}
    </span>
  );
}

/** The header's user menu (Radix DropdownMenu), loaded on intent. */
export function LazyUserMenu(props: UserMenuSlotProps) {
  const { loaded, openOnLoad, wrapper, intent, activate } = useIntentSwap(userMenuPart);
  if (loaded) {
    const { UserMenu } = loaded;
    return (
      <Swap wrapper={wrapper}>
        <UserMenu {...props} defaultOpen={openOnLoad} />
      </Swap>
    );
  }
  return (
    <Swap wrapper={wrapper}>
      <button
        type="button"
        className="bui-user-menu__trigger"
        data-slot="user-menu-trigger"
        data-state="closed"
        aria-haspopup="menu"
        aria-expanded={false}
        aria-busy={openOnLoad || undefined}
        {...intent}
        // Radix opens the menu on pointer down, and on Enter, Space or ArrowDown.
        onPointerDown={(event) => {
          if (event.button === 0 && event.ctrlKey === false) activate();
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
            event.preventDefault();
            activate();
          }
        }}
      >
        <UserMenuTriggerContent
          userName={props.userName}
          pendingNotifications={props.pendingNotifications ?? 0}
        />
      </button>
    </Swap>
  );
}

type LazySearchFieldProps = SearchFieldSlotProps &
  Pick<SearchComboboxProps, 'suggest' | 'scope' | 'onChoose'>;

/**
 * The header's search field with typeahead (ui's SearchCombobox), loaded on intent: until then
 * a plain search input with the same id, label and text stands in (typing in it is kept, and
 * Enter searches through the header's form).
 */
export function LazySearchField({ suggest, scope, onChoose, ...field }: LazySearchFieldProps) {
  const { loaded, wrapper, intent } = useIntentSwap(searchFieldPart);
  if (loaded) {
    const { SearchCombobox } = loaded;
    return (
      <Swap wrapper={wrapper}>
        <SearchCombobox
          {...field}
          inputClassName="bui-input"
          suggest={suggest}
          scope={scope}
          onChoose={onChoose}
        />
      </Swap>
    );
  }
  return (
    <Swap wrapper={wrapper}>
      <HeaderSearchField {...field} autoComplete="off" {...intent} />
    </Swap>
  );
}

/** The footer's "Save up to 30%" trigger and popup (Radix Dialog), loaded on intent. */
export function LazyLeadForm(props: FooterLeadFormSlotProps) {
  const { loaded, openOnLoad, wrapper, intent, activate } = useIntentSwap(leadFormPart);
  if (loaded) {
    const { LeadFormPopup } = loaded;
    return (
      <Swap wrapper={wrapper}>
        <LeadFormPopup
          {...props}
          defaultOpen={openOnLoad}
          trigger={<Button>{LEAD_FORM_TITLE}</Button>}
        />
      </Swap>
    );
  }
  return (
    <Swap wrapper={wrapper}>
      <Button
        aria-haspopup="dialog"
        aria-expanded={false}
        aria-busy={openOnLoad || undefined}
        {...intent}
        onClick={activate}
      >
        {LEAD_FORM_TITLE}
      </Button>
    </Swap>
  );
}

type LazyOrderItemsPopupProps = Omit<OrderItemsPopupProps, 'trigger' | 'open' | 'defaultOpen'>;

/**
 * ui's OrderItemsPopup (Radix Dialog, and Radix Select for the roles that move statuses) with
 * its default "View items" trigger, loaded on intent.
 */
export function LazyOrderItemsPopup(props: LazyOrderItemsPopupProps) {
  const { loaded, openOnLoad, wrapper, intent, activate } = useIntentSwap(orderItemsPart);
  if (loaded) {
    const { OrderItemsPopup } = loaded;
    return (
      <Swap wrapper={wrapper}>
        <OrderItemsPopup {...props} defaultOpen={openOnLoad} />
      </Swap>
    );
  }
  return (
    <Swap wrapper={wrapper}>
      <Button
        variant="secondary"
        aria-haspopup="dialog"
        aria-expanded={false}
        aria-busy={openOnLoad || undefined}
        {...intent}
        onClick={activate}
      >
        View items
      </Button>
    </Swap>
  );
}

/** Starts loading the showroom modal (call it on intent: pointer over or focus of an opener). */
export function preloadShowroomModal(): void {
  showroomModalPart.load().catch(() => undefined);
}

/**
 * A part that loads the first time what needs it opens (`open` true), for controlled dialogs
 * whose opening the app decides. A failed load calls `onFailed` (to close what asked, so asking
 * again retries) and says so.
 */
function useLoadOnOpen<T>(part: IntentModule<T>, open: boolean, onFailed: () => void) {
  const { toast } = useToast();
  const [loaded, setLoaded] = useState<T | undefined>(part.get);
  const failed = useRef(onFailed);
  failed.current = onFailed;
  useEffect(() => {
    if (!open || loaded) return;
    let live = true;
    part.load().then(
      (value) => {
        if (live) setLoaded(() => value);
      },
      () => {
        if (!live) return;
        failed.current();
        toast({ variant: 'error', message: LOAD_FAILED });
      },
    );
    return () => {
      live = false;
    };
  }, [part, open, loaded, toast]);
  return loaded;
}

/**
 * ui's ShowroomModal, controlled, loaded the first time it opens (or earlier through
 * `preloadShowroomModal`). Until then nothing renders: the modal is closed.
 */
export function LazyShowroomModal(props: ShowroomModalProps & { open: boolean }) {
  const { open, onOpenChange } = props;
  const loaded = useLoadOnOpen(showroomModalPart, open, () => onOpenChange?.(false));
  if (!loaded) return null;
  const { ShowroomModal } = loaded;
  return <ShowroomModal {...props} />;
}

/**
 * RegistrationWizardBase's dialogs slot: the wizard calls it once a dialog first opens, and the
 * dialogs load then. A failed load closes the request (so asking again retries) and says so.
 */
export function LazyWizardDialogs(props: WizardDialogsProps) {
  const { openModal, thankYouOpen, onCloseModal } = props;
  const loaded = useLoadOnOpen(wizardDialogsPart, openModal !== null || thankYouOpen, onCloseModal);
  if (!loaded) return null;
  const { WizardDialogs } = loaded;
  return <WizardDialogs {...props} />;
}
