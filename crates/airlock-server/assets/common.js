// Shared by the approval and audit pages: DOM building with textContent only (never innerHTML
// with data), visible escapes for control, invisible and bidirectional characters, and fetch
// with the token as a bearer header (the event stream too).
//
// The token never goes into a cookie, which would reach every other server on this host (cookies
// ignore the port). The login URL carries it in the fragment (`#token=…`), which the browser
// never sends anywhere; it is moved to sessionStorage (per origin, port included) and removed
// from the address bar before anything else runs.
'use strict';

const airlock = (() => {
  const KEY = 'airlock_token';
  const given = /^#token=([0-9a-fA-F]{32,128})$/.exec(location.hash);
  if (given) {
    sessionStorage.setItem(KEY, given[1]);
    history.replaceState(null, '', location.pathname + location.search);
  } else if (location.hash.startsWith('#token=')) {
    history.replaceState(null, '', location.pathname + location.search);
  }

  function auth() {
    const token = sessionStorage.getItem(KEY);
    return token ? { authorization: 'Bearer ' + token } : {};
  }

  const LOGIN = 'not logged in: open the URL that `airlock serve` printed';

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
    const opts = Object.assign({ credentials: 'omit', cache: 'no-store' }, options || {});
    opts.headers = Object.assign(auth(), opts.headers || {});
    if (opts.json !== undefined) {
      opts.method = opts.method || 'POST';
      opts.headers['content-type'] = 'application/json';
      opts.body = JSON.stringify(opts.json);
      delete opts.json;
    }
    const response = await fetch(path, opts);
    let body = null;
    try { body = await response.json(); } catch (_) { body = null; }
    if (response.status === 401) throw new Error(LOGIN);
    if (!response.ok) {
      const why = body && body.error ? body.error : response.status + ' ' + response.statusText;
      throw new Error(why);
    }
    return body;
  }

  // Server-sent events over fetch, which can send the token (EventSource cannot): calls
  // on[event]({data}) for each event, on.error() when the stream fails or ends, and reconnects
  // after a second, as EventSource would.
  function stream(path, on) {
    const fire = (name, arg) => { if (on[name]) on[name](arg); };
    async function once() {
      const response = await fetch(path, { headers: auth(), credentials: 'omit', cache: 'no-store' });
      if (response.status === 401) throw new Error(LOGIN);
      if (!response.ok || !response.body) throw new Error(response.status + ' ' + response.statusText);
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer = (buffer + value).replace(/\r\n/g, '\n');
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let event = 'message';
          const data = [];
          for (const line of block.split('\n')) {
            if (line === '' || line.startsWith(':')) continue;
            const colon = line.indexOf(':');
            const field = colon < 0 ? line : line.slice(0, colon);
            let text = colon < 0 ? '' : line.slice(colon + 1);
            if (text.startsWith(' ')) text = text.slice(1);
            if (field === 'event') event = text;
            else if (field === 'data') data.push(text);
          }
          if (data.length > 0) fire(event, { data: data.join('\n') });
        }
      }
    }
    (async () => {
      for (;;) {
        try { await once(); fire('error', new Error('the stream ended')); } catch (e) { fire('error', e); }
        await new Promise((wake) => setTimeout(wake, 1000));
      }
    })();
  }

  function when(ms) {
    const d = new Date(ms);
    return d.toLocaleString();
  }

  return { shown, el, api, stream, when };
})();
