/**
 * Where a product lives (spec §2): ordinary products under /sklep, sets,
 * vouchers and other non-PRODUCT types under /dopasuj-kosmetyk. The other
 * address shows the same page and names this one as canonical.
 */
export function productPath(product: { slug: string; type: string }): string {
  return product.type === 'PRODUCT' ? `/sklep/${product.slug}` : `/dopasuj-kosmetyk/${product.slug}`;
}
