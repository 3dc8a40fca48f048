import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
// The shop's Link prefetches through the app router, which a page has and this bare render has not.
vi.mock('next/navigation', () => ({ useRouter: () => ({ prefetch: () => undefined }) }));

const { Markdown } = await import('../src/components/content/markdown.tsx');

const render = (source: string) => renderToStaticMarkup(createElement(Markdown, { source }));

describe('Markdown', () => {
  it('renders headings from h2, paragraphs with their line breaks, lists, emphasis and quotes', () => {
    const html = render(
      '# Skład\n\n### Oleje\n\nPierwsza linia\ndruga **mocna** i _lekka_ ~~stara~~ `kod`\n\n- jeden\n  - w środku\n- dwa\n\n1. raz\n\n> cytat\n\n---',
    );
    expect(html).toContain('<h2>Skład</h2>');
    expect(html).toContain('<h3>Oleje</h3>');
    expect(html).toContain(
      '<p>Pierwsza linia<br/>\ndruga <strong>mocna</strong> i <em>lekka</em> <del>stara</del> <code>kod</code></p>',
    );
    expect(html).toMatch(/<ul>\s*<li>jeden\s*<ul>\s*<li>w środku<\/li>\s*<\/ul>\s*<\/li>\s*<li>dwa<\/li>\s*<\/ul>/);
    expect(html).toMatch(/<ol>\s*<li>raz<\/li>\s*<\/ol>/);
    expect(html).toMatch(/<blockquote>\s*<p>cytat<\/p>\s*<\/blockquote>/);
    expect(html).toContain('<hr/>');
  });

  it('wraps a table and heads its columns', () => {
    const html = render('| Składnik | Ilość |\n| --- | ---: |\n| olej | 10 ml |');
    expect(html).toMatch(/^<div class="[^"]*"><div( class="[^"]*")?><table><thead><tr><th scope="col">Składnik<\/th>/);
    expect(html).toContain('<td style="text-align:right">10 ml</td>');
  });

  it.each([
    ['javascript:alert(1)'],
    ['JavaScript:alert(1)'],
    ['&#106;avascript:alert(1)'],
    ['javascript&colon;alert(1)'],
    ['vbscript:msgbox(1)'],
    ['data:text/html;base64,PHNjcmlwdD4='],
  ])('renders a link to %j as plain text', (href) => {
    const html = render(`Kliknij [tutaj](${href}) teraz`);
    expect(html).toContain('<span>tutaj</span>');
    expect(html).not.toMatch(/<a\b/);
    expect(html).not.toMatch(/javascript|vbscript|data:/i);
  });

  it('percent-encodes a tab inside a link’s scheme, so no browser reads it as javascript:', () => {
    expect(render('[tutaj](<java\tscript:alert(1)>)')).toContain('<a href="java%09script:alert(1)">tutaj</a>');
  });

  it('keeps shop links in the tab, opens other sites in a new one and keeps mailto and anchors plain', () => {
    const html = render(
      '[Sklep](/sklep "Wszystkie produkty") [UOKiK](https://uokik.gov.pl) [CDN](//cdn.example.com) [Napisz](mailto:sklep@manufaktura.pl) [Skład](#sklad) www.manufaktura.pl',
    );
    expect(html).toContain('<a title="Wszystkie produkty" href="/sklep">Sklep</a>');
    expect(html).toContain('<a href="https://uokik.gov.pl" target="_blank" rel="noopener noreferrer">UOKiK</a>');
    expect(html).toContain('<a href="//cdn.example.com" target="_blank" rel="noopener noreferrer">CDN</a>');
    expect(html).toContain('<a href="mailto:sklep@manufaktura.pl">Napisz</a>');
    expect(html).toContain('<a href="#sklad">Skład</a>');
    expect(html).toContain(
      '<a href="http://www.manufaktura.pl" target="_blank" rel="noopener noreferrer">www.manufaktura.pl</a>',
    );
  });

  it('drops raw HTML instead of rendering it', () => {
    const html = render(
      'Piana <b onmouseover="alert(1)">kremowa</b>\n\n<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>',
    );
    expect(html).toContain('Piana kremowa');
    expect(html).not.toMatch(/<b\b|<script|onerror|onmouseover|alert/);
  });

  it('shows pictures from the shop or over https, and only the text of any other', () => {
    const html = render(
      '![Mydło](/media/mydlo.jpg) ![Olej](https://cdn.example.com/olej.jpg) ![Zły](javascript:alert(1)) ![Stary](http://example.com/a.jpg)',
    );
    expect(html).toContain('<img src="/media/mydlo.jpg" alt="Mydło" loading="lazy" decoding="async"');
    expect(html).toContain('<img src="https://cdn.example.com/olej.jpg" alt="Olej"');
    expect(html).toContain('Zły');
    expect(html).toContain('Stary');
    expect(html.match(/<img\b/g)).toHaveLength(2);
  });

  it('labels footnotes in Polish and links them both ways', () => {
    const html = render('Olej[^1]\n\n[^1]: Tłoczony na zimno.');
    expect(html).toContain('<h2 class="visually-hidden" id="footnote-label">Przypisy</h2>');
    expect(html).toMatch(/<a href="#user-content-fn-1" id="user-content-fnref-1"[^>]*>1<\/a>/);
    expect(html).toMatch(/<a href="#user-content-fnref-1"[^>]*aria-label="Wróć do odwołania 1"/);
  });
});
