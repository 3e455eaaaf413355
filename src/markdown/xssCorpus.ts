/** One hostile Markdown input; rendering it must give inert HTML (see assertInert). */
export interface XssVector {
  /** What the vector tries, unique within the corpus. */
  name: string;
  markdown: string;
}

const nul = String.fromCharCode(0);
const bell = String.fromCharCode(7);

/**
 * Markdown XSS corpus shared by the unit tests and the browser XSS suite: dangerous URL schemes
 * in every encoding and every Markdown link form, raw HTML with handlers, svg/math, mXSS classics,
 * DOM clobbering, attribute breakouts and document-level elements.
 */
export const xssCorpus: readonly XssVector[] = [
  // javascript: in inline links, every encoding
  { name: 'inline link javascript:', markdown: '[x](javascript:alert(1))' },
  { name: 'inline link upper case', markdown: '[x](JAVASCRIPT:alert(1))' },
  { name: 'inline link mixed case', markdown: '[x](JaVaScRiPt:alert(1))' },
  { name: 'decimal entities', markdown: '[x](&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1))' }, // prettier-ignore
  { name: 'hex entities', markdown: '[x](&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1))' }, // prettier-ignore
  { name: 'padded decimal entities', markdown: '[x](&#0000106&#0000097vascript:alert(1))' },
  { name: 'entity inside the scheme', markdown: '[x](java&#x73;cript:alert(1))' },
  { name: 'named entity colon', markdown: '[x](javascript&colon;alert(1))' },
  { name: 'named entity tab', markdown: '[x](java&Tab;script:alert(1))' },
  { name: 'named entity newline', markdown: '[x](java&NewLine;script:alert(1))' },
  { name: 'percent-encoded scheme', markdown: '[x](%6A%61%76%61%73%63%72%69%70%74%3Aalert(1))' },
  { name: 'percent-encoded colon', markdown: '[x](javascript%3Aalert(1))' },
  { name: 'leading spaces in angle brackets', markdown: '[x](<  javascript:alert(1)>)' },
  { name: 'tab inside the scheme', markdown: '[x](<java\tscript:alert(1)>)' },
  { name: 'newline inside the scheme', markdown: '[x](<java\nscript:alert(1)>)' },
  { name: 'NUL inside the scheme', markdown: `[x](java${nul}script:alert(1))` },
  { name: 'control char before the scheme', markdown: `[x](${bell}javascript:alert(1))` },
  { name: 'zero-width space in the scheme', markdown: '[x](java\u200bscript:alert(1))' },
  { name: 'backslash escapes', markdown: '[x](javascript\\:alert(1))' },
  { name: 'link in angle brackets with title', markdown: '[x](<javascript:alert(1)> "t")' },
  { name: 'nested brackets', markdown: '[[x](javascript:alert(1))](javascript:alert(2))' },
  { name: 'encoded colon via &#58', markdown: '[x](javascript&#58;alert(1))' },
  { name: 'encoded colon without semicolon', markdown: '[x](javascript&#0058alert(1))' },
  // other schemes
  { name: 'vbscript link', markdown: '[x](vbscript:msgbox(1))' },
  { name: 'vbscript mixed case', markdown: '[x](VbScRiPt:msgbox(1))' },
  { name: 'data: html link', markdown: '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)' }, // prettier-ignore
  { name: 'data: link upper case', markdown: '[x](DATA:text/html,<script>alert(1)</script>)' },
  { name: 'data: entity-encoded', markdown: '[x](&#100;ata:text/html,<script>alert(1)</script>)' },
  { name: 'file: link', markdown: '[x](file:///etc/passwd)' },
  { name: 'blob: link', markdown: '[x](blob:https://example.com/uuid)' },
  // autolinks and reference links
  { name: 'autolink javascript:', markdown: '<javascript:alert(1)>' },
  { name: 'autolink vbscript:', markdown: '<vbscript:msgbox(1)>' },
  { name: 'autolink data:', markdown: '<data:text/html,alert(1)>' },
  { name: 'autolink entity-encoded', markdown: '<javascript&#58;alert(1)>' },
  { name: 'GFM bare javascript:', markdown: 'go javascript:alert(1) now' },
  { name: 'reference link javascript:', markdown: '[x][a]\n\n[a]: javascript:alert(1)' },
  { name: 'reference link encoded', markdown: '[x][a]\n\n[a]: &#106;avascript:alert(1)' },
  { name: 'reference link angle brackets', markdown: '[x][a]\n\n[a]: <javascript:alert(1)> "t"' },
  { name: 'collapsed reference', markdown: '[a][]\n\n[a]: vbscript:msgbox(1)' },
  { name: 'shortcut reference image', markdown: '![a]\n\n[a]: javascript:alert(1)' },
  // images
  { name: 'image javascript:', markdown: '![x](javascript:alert(1))' },
  {
    name: 'image data: svg',
    markdown: '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
  },
  { name: 'image data: png', markdown: '![x](data:image/png;base64,iVBORw0KGgo=)' },
  { name: 'image data: entity-encoded', markdown: '![x](&#100;&#97;&#116;&#97;:image/svg+xml,x)' },
  { name: 'image mailto:', markdown: '![x](mailto:a@example.com)' },
  {
    name: 'reference image data:',
    markdown: '![x][i]\n\n[i]: data:image/svg+xml,<svg onload=alert(1)>',
  },
  // attribute breakouts
  {
    name: 'link title breakout',
    markdown: '[x](https://example.com "a\\" onmouseover=\\"alert(1)")',
  },
  { name: 'link title with quotes', markdown: `[x](https://example.com 'a" onclick="alert(1)')` },
  { name: 'image alt breakout', markdown: '![a" onerror="alert(1)](https://example.com/x.png)' },
  { name: 'image title breakout', markdown: '![a](x.png "\\" onerror=\\"alert(1)")' },
  { name: 'href breakout', markdown: '[x](https://example.com/"onmouseover="alert(1))' },
  { name: 'code fence language breakout', markdown: '```js" onclick="alert(1)\nx\n```' },
  { name: 'code fence language tag', markdown: '```"><img src=x onerror=alert(1)>\nx\n```' },
  // raw HTML with handlers
  { name: 'raw script', markdown: '<script>alert(1)</script>' },
  { name: 'img onerror', markdown: '<img src=x onerror=alert(1)>' },
  { name: 'inline html in paragraph', markdown: 'Hello <b onmouseover=alert(1)>world</b>' },
  { name: 'a with javascript href', markdown: '<a href="javascript:alert(1)">x</a>' },
  { name: 'a with entity href', markdown: '<a href="&#x6A;avascript:alert(1)">x</a>' },
  { name: 'details ontoggle', markdown: '<details open ontoggle=alert(1)>x</details>' },
  { name: 'body onload', markdown: '<body onload=alert(1)>' },
  { name: 'style attribute', markdown: '<p style="background:url(javascript:alert(1))">x</p>' },
  { name: 'style element', markdown: '<style>*{background:url(javascript:alert(1))}</style>' },
  { name: 'uppercase tag and handler', markdown: '<IMG SRC=x ONERROR=alert(1)>' },
  { name: 'slash separated handler', markdown: '<img/src=x/onerror=alert(1)>' },
  { name: 'handler in heading', markdown: '## <img src=x onerror=alert(1)> Title' },
  { name: 'handler in table cell', markdown: '| a |\n|---|\n| <img src=x onerror=alert(1)> |' },
  { name: 'handler in task list', markdown: '- [ ] <span onclick=alert(1)>x</span>' },
  { name: 'raw input', markdown: '<input type=checkbox autofocus onfocus=alert(1)>' },
  { name: 'raw input text', markdown: '<input value=x>' },
  // svg and math
  { name: 'svg onload', markdown: '<svg onload=alert(1)>' },
  { name: 'svg script', markdown: '<svg><script>alert(1)</script></svg>' },
  { name: 'svg a xlink', markdown: '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>' }, // prettier-ignore
  { name: 'svg animate', markdown: '<svg><animate onbegin=alert(1) attributeName=x dur=1s>' },
  { name: 'svg use data', markdown: '<svg><use href="data:image/svg+xml,<svg id=x onload=alert(1)>#x"/></svg>' }, // prettier-ignore
  {
    name: 'math href',
    markdown: '<math><mtext><a href="javascript:alert(1)">x</a></mtext></math>',
  },
  { name: 'math maction', markdown: '<math><maction actiontype=statusline xlink:href=javascript:alert(1)>x</maction></math>' }, // prettier-ignore
  // mXSS classics
  {
    name: 'noscript nesting',
    markdown: '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  },
  { name: 'style nesting', markdown: '<style><style/><img src=x onerror=alert(1)>' },
  {
    name: 'textarea nesting',
    markdown: '<textarea><p title="</textarea><img src=x onerror=alert(1)>">',
  },
  { name: 'title nesting', markdown: '<title><p title="</title><img src=x onerror=alert(1)>">' },
  {
    name: 'math style namespace confusion',
    markdown: '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  },
  {
    name: 'svg p namespace confusion',
    markdown: '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  },
  { name: 'form math mglyph', markdown: '<form><math><mtext></form><form><mglyph><svg><mtext><style><path id="</style><img onerror=alert(1) src>">' }, // prettier-ignore
  { name: 'comment breakout', markdown: '<!--><img src=x onerror=alert(1)>-->' },
  { name: 'cdata in svg', markdown: '<svg><![CDATA[><img src=x onerror=alert(1)>]]></svg>' },
  { name: 'xmp', markdown: '<xmp><img src=x onerror=alert(1)></xmp>' },
  { name: 'template content', markdown: '<template><img src=x onerror=alert(1)></template>' },
  // DOM clobbering
  { name: 'id location', markdown: '<a id=location href="https://example.com">x</a>' },
  { name: 'name cookie', markdown: '<img name=cookie src=x.png>' },
  { name: 'form clobbering', markdown: '<form id=forms><input name=action></form>' },
  { name: 'name getElementById', markdown: '<img name=getElementById src=x.png>' },
  { name: 'heading named like a property', markdown: '# location\n\n## cookie\n\n### __proto__' },
  { name: 'id defaultView', markdown: '<div id=defaultView>x</div>' },
  // document-level and embedding elements
  { name: 'base href', markdown: '<base href="javascript:/">[x](/a)' },
  { name: 'meta refresh', markdown: '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">' }, // prettier-ignore
  { name: 'link import', markdown: '<link rel=import href="https://evil.example/x.html">' },
  { name: 'iframe srcdoc', markdown: '<iframe srcdoc="<script>alert(1)</script>"></iframe>' },
  { name: 'iframe javascript', markdown: '<iframe src="javascript:alert(1)"></iframe>' },
  { name: 'object data', markdown: '<object data="javascript:alert(1)"></object>' },
  { name: 'embed src', markdown: '<embed src="javascript:alert(1)">' },
  { name: 'form action', markdown: '<form action="javascript:alert(1)"><button>x</button></form>' },
  { name: 'button formaction', markdown: '<button formaction="javascript:alert(1)">x</button>' },
  { name: 'video poster', markdown: '<video poster="javascript:alert(1)" onerror=alert(1)><source src=x></video>' }, // prettier-ignore
  { name: 'img srcset', markdown: '<img srcset="javascript:alert(1) 1x, x.png 2x">' },
  { name: 'a ping', markdown: '<a href="/x" ping="javascript:alert(1)">x</a>' },
  { name: 'blockquote cite', markdown: '<blockquote cite="javascript:alert(1)">x</blockquote>' },
  // footnotes: labels and notes are user text; their ids and links are ours (footnoteLinks.ts)
  { name: 'footnote label with a quote and a tag', markdown: 'x[^a"><img/src=x/onerror=alert(1)>]\n\n[^a"><img/src=x/onerror=alert(1)>]: n' }, // prettier-ignore
  { name: 'footnote label naming a property', markdown: 'x[^__proto__] y[^cookie]\n\n[^__proto__]: a\n\n[^cookie]: b' }, // prettier-ignore
  { name: 'footnote label with a scheme', markdown: 'x[^javascript:alert(1)]\n\n[^javascript:alert(1)]: n' }, // prettier-ignore
  { name: 'footnote note with raw HTML', markdown: 'x[^1]\n\n[^1]: <a href="javascript:alert(1)" onclick=alert(1)>n</a><svg onload=alert(1)>' }, // prettier-ignore
  { name: 'footnote forged link', markdown: 'x[^1]\n\n<a href="#folio-fn-0-r1-1" id=defaultView>f</a>\n\n[^1]: n' }, // prettier-ignore
  { name: 'footnote unclosed HTML in a note', markdown: 'x[^1]\n\n[^1]: <details><summary>s<b>open' }, // prettier-ignore
  { name: 'data attribute', markdown: '<div data-bs-toggle="x" data-html="<img src=x onerror=alert(1)>">x</div>' }, // prettier-ignore
  // srcset and <picture>: admitted only for renditions of Folio's own images (mediaImages.ts)
  { name: 'img srcset external', markdown: '<img srcset="https://evil.example/x.png 480w" src=x.png>' }, // prettier-ignore
  { name: 'picture source external', markdown: '<picture><source srcset="https://evil.example/x.avif 480w"><img src="/media/0123456789abcdef0123456789abcdef-800x600.jpg"></picture>' }, // prettier-ignore
  { name: 'picture source javascript:', markdown: '<picture><source srcset="javascript:alert(1) 1w"><img src=x.png></picture>' }, // prettier-ignore
  { name: 'picture source src', markdown: '<picture><source src="javascript:alert(1)" srcset="/media/0123456789abcdef0123456789abcdef-480.avif 480w"><img src=x.png></picture>' }, // prettier-ignore
  { name: 'srcset media then external', markdown: '<img srcset="/media/0123456789abcdef0123456789abcdef-480.avif 480w, //evil.example/media/x.avif 960w">' }, // prettier-ignore
  { name: 'srcset media path traversal', markdown: '<img srcset="/media/../graphql 480w">' },
  { name: 'srcset media with a query', markdown: '<img srcset="/media/0123456789abcdef0123456789abcdef-480.avif?x=javascript:1 480w">' }, // prettier-ignore
  { name: 'srcset media upper-case hash', markdown: '<img srcset="/media/0123456789ABCDEF0123456789ABCDEF-480.avif 480w">' }, // prettier-ignore
  {
    name: 'srcset media svg',
    markdown: '<img srcset="/media/0123456789abcdef0123456789abcdef-480.svg 480w">',
  },
  { name: 'srcset media entity-encoded scheme', markdown: '<img srcset="&#106;avascript:/media/0123456789abcdef0123456789abcdef-480.avif 480w">' }, // prettier-ignore
  { name: 'source outside a picture', markdown: '<source srcset="/media/0123456789abcdef0123456789abcdef-480.avif 480w" type="image/avif">' }, // prettier-ignore
  { name: 'source in a video', markdown: '<video><source srcset="/media/0123456789abcdef0123456789abcdef-480.avif 480w"></video>' }, // prettier-ignore
  { name: 'media image with an external-looking host', markdown: '![x](https://evil.example/media/0123456789abcdef0123456789abcdef-800x600.jpg)' }, // prettier-ignore
  { name: 'media image protocol-relative', markdown: '![x](//evil.example/media/0123456789abcdef0123456789abcdef-800x600.jpg)' }, // prettier-ignore
];
