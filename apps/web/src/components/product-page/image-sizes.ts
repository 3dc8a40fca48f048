/**
 * How wide the product page's main image is drawn; the add-to-cart flight reuses it. In a plain
 * module, not the gallery's client one: a server component importing a value from a `'use client'`
 * file gets a client reference, not the string.
 */
export const MAIN_IMAGE_SIZES = '(min-width: 1100px) 620px, (min-width: 800px) 55vw, 100vw';
