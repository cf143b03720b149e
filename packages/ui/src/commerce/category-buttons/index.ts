export { CategoryButtons, type CategoryButtonsProps, type CategoryName } from './category-buttons';
