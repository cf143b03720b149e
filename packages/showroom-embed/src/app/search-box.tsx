/**
 * The embed's search field: @brand/ui's SearchCombobox (a WAI-ARIA combobox with typeahead from
 * GET /api/search/suggest) bound to this showroom. Enter on a product suggestion opens it, on a
 * category shows it; Enter without one shows the text's results in the product grid (the
 * controller's `search`).
 */
import { SearchCombobox } from '@brand/ui';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useEmbed } from './context.ts';

export function SearchBox() {
  const { api, controller, showroom } = useEmbed();
  const search = useSyncExternalStore(controller.subscribe, () => controller.getState().search);
  const [text, setText] = useState(search ?? '');

  // The grid's search text (e.g. a "did you mean" chosen there) shows in the field.
  useEffect(() => {
    if (search !== null) setText(search);
  }, [search]);

  return (
    <SearchCombobox
      className="bse-search"
      inputClassName="bse-input bse-search__input"
      value={text}
      onValueChange={setText}
      scope={showroom}
      suggest={(q, signal) => api.suggest({ q, showroom }, signal)}
      onChoose={(item) => {
        if (item.type === 'product') {
          controller.set({
            openProductId: item.id,
            openRequest: controller.getState().openRequest + 1,
          });
        } else {
          controller.set({ category: String(item.id), search: null });
        }
      }}
      onSearch={(query) => controller.set({ search: query })}
    />
  );
}
