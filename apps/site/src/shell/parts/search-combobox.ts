// Loaded on intent only (../lazy-controls.tsx): the header's search field with typeahead.
export { SearchCombobox } from '@brand/ui';
