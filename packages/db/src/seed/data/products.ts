import type { SeedProduct } from '../types.ts';
import { creamProducts, serumProducts } from './products-face.ts';
import { oilProducts, waterProducts } from './products-oils.ts';
import { accessoryProducts, setProducts, voucherProducts } from './products-sets.ts';
import { scrubProducts, soapProducts } from './products-soaps.ts';

export const products: SeedProduct[] = [
  ...soapProducts,
  ...scrubProducts,
  ...creamProducts,
  ...serumProducts,
  ...oilProducts,
  ...waterProducts,
  ...setProducts,
  ...voucherProducts,
  ...accessoryProducts,
];
