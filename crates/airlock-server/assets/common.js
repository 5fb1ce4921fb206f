// Shared by the approval and audit pages: DOM building with textContent only (never innerHTML
// with data), visible escapes for control, invisible and bidirectional characters, and fetch
// with the page's CSRF token.
'use strict';

const airlock = (() => {
  const csrf = document.querySelector('meta[name="airlock-csrf"]').getAttribute('content');

  // Control characters (but newline and tab), invisible characters and bidi controls, which
  // could hide or reorder what a person reads, are shown as ⟨U+XXXX⟩.
  const hidden = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb]/g;

  function shown(value) {
    const text = value === null || value === undefined ? '' : String(value);
    return text.replace(hidden, (c) => '⟨U+' + c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0') + '⟩');
  }

  // el('div', {class: 'x', text: 'y', attrs: {title: 'z'}}, [children])
  function el(tag, opts, children) {
    const node = document.createElement(tag);
    const o = opts || {};
    if (o.class) node.className = o.class;
    if (o.text !== undefined) node.textContent = shown(o.text);
    if (o.attrs) {
      for (const [k, v] of Object.entries(o.attrs)) node.setAttribute(k, String(v));
    }
    for (const child of children || []) {
      if (child) node.appendChild(child);
    }
    return node;
  }

  async function api(path, options) {
    const opts = Object.assign({ credentials: 'same-origin' }, options || {});
    opts.headers = Object.assign({ 'x-airlock-csrf': csrf }, opts.headers || {});
    if (opts.json !== undefined) {
      opts.method = opts.method || 'POST';
      opts.headers['content-type'] = 'application/json';
      opts.body = JSON.stringify(opts.json);
      delete opts.json;
    }
    const response = await fetch(path, opts);
    let body = null;
    try { body = await response.json(); } catch (_) { body = null; }
    if (!response.ok) {
      const why = body && body.error ? body.error : response.status + ' ' + response.statusText;
      throw new Error(why);
    }
    return body;
  }

  function when(ms) {
    const d = new Date(ms);
    return d.toLocaleString();
  }

  return { shown, el, api, when };
})();
