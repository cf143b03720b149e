import { Link, useParams } from 'react-router';
import { Page } from '../../shell/page.tsx';
import { Placeholder } from '../../shell/placeholder.tsx';

function categoryName(slug: string | undefined): string {
  return slug ? decodeURIComponent(slug).replace(/[-_]+/g, ' ') : 'Category';
}

/** /category/:category */
export function CategoryPage() {
  const { category } = useParams();
  return (
    <Page title={categoryName(category)}>
      <Placeholder />
      <Link to={`/category/${category ?? ''}/product`}>See the products</Link>
    </Page>
  );
}

/** /category/:category/product */
export function CategoryProductsPage() {
  const { category } = useParams();
  return (
    <Page title={`${categoryName(category)} products`}>
      <Placeholder />
    </Page>
  );
}

/** /product-details */
export function ProductDetailsPage() {
  return (
    <Page title="Product details">
      <Placeholder />
    </Page>
  );
}
