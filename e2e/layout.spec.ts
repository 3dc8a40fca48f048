import { expect, test } from './fixtures.ts';

/**
 * The storefront's pages fit the screen they are drawn on. The page itself never scrolls sideways
 * (the body clips what overflows), so an element wider than the screen would not show as a
 * scroll bar: it would be cut off at the screen's edge. Carousels and sideways lists clip their own
 * rows, and what they clip is not counted.
 */
const PAGES = [
  '/',
  '/sklep',
  '/sklep/mydla-naturalne',
  '/sklep/mydlo-lawendowe',
  '/blog',
  '/blog/jak-powstaje-mydlo-warzone-na-zimno',
  '/search?q=krem',
  '/cart',
  '/checkout',
  '/kontakt',
];

test.describe('layout', () => {
  for (const path of PAGES) {
    test(`nothing on ${path} reaches past the screen's edge`, async ({ page }) => {
      await page.goto(path);
      const cutOff = await page.evaluate(() => {
        const clippedInView = (element: Element) => {
          for (let box = element.parentElement; box && box !== document.body; box = box.parentElement)
            if (getComputedStyle(box).overflowX !== 'visible' && box.getBoundingClientRect().right <= innerWidth + 1)
              return true;
          return false;
        };
        return [...document.body.querySelectorAll('*')]
          .filter((element) => {
            const box = element.getBoundingClientRect();
            return box.width > 0 && box.right > innerWidth + 1 && getComputedStyle(element).position !== 'fixed';
          })
          .filter((element) => !clippedInView(element))
          .map(
            (element) =>
              `${element.tagName.toLowerCase()}.${element.className} (${element.getBoundingClientRect().width}px)`,
          );
      });
      expect(cutOff).toEqual([]);
    });
  }
});
