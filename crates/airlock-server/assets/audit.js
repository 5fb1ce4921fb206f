// The audit page: filters, the records table, and a chart of allowed, asked and denied calls
// per server over time, drawn as inline SVG.
'use strict';

(() => {
  const { el, api, shown, when } = airlock;
  const form = document.getElementById('filters');
  const body = document.querySelector('#records tbody');
  const more = document.getElementById('more');
  const chart = document.getElementById('chart');
  const SVG = 'http://www.w3.org/2000/svg';
  let next = null;

  function params() {
    const data = new FormData(form);
    const p = new URLSearchParams();
    for (const key of ['q', 'server', 'tool', 'action', 'decided_by', 'session']) {
      const v = String(data.get(key) || '').trim();
      if (v) p.set(key, v);
    }
    const period = Number(data.get('period') || 86400000);
    p.set('since', String(Date.now() - period));
    return { p, period };
  }

  async function load(append) {
    const { p } = params();
    p.set('limit', '100');
    if (append && next !== null) p.set('before', String(next));
    try {
      const res = await api('/v1/audit?' + p.toString());
      if (!append) body.textContent = '';
      for (const r of res.records) body.appendChild(row(r));
      next = res.next_before;
      more.hidden = next === null || next === undefined;
    } catch (e) {
      body.textContent = '';
      body.appendChild(el('tr', {}, [el('td', { text: 'cannot load the audit log: ' + e.message, attrs: { colspan: '10' } })]));
    }
  }

  // A duration in the unit a person reads: 12 ms, 1.4 s, 3 min 5 s, 2 h 10 min.
  function took(ms) {
    const n = Number(ms);
    if (!Number.isFinite(n) || n < 0) return '';
    if (n < 1000) return Math.round(n) + ' ms';
    if (n < 60000) return (n / 1000).toFixed(n < 10000 ? 1 : 0) + ' s';
    const s = Math.round(n / 1000);
    if (s < 3600) return Math.floor(s / 60) + ' min ' + (s % 60) + ' s';
    return Math.floor(s / 3600) + ' h ' + Math.floor((s % 3600) / 60) + ' min';
  }

  // A cell: `kind` is `nowrap` (short values on one line), `clip` (a name on one line, cut at
  // the cell's edge, whole in its tooltip) or `text` (wraps between words, never inside one).
  function cell(kind, value) {
    const text = value === null || value === undefined ? '' : String(value);
    return el('td', { class: kind }, [el('div', { text, attrs: { title: shown(text) } })]);
  }

  function row(r) {
    // The outcome, not the raw action: a call handed to an agent host's dialog that never ran
    // is "not run" (nobody here saw a "no"), and only airlock's own denials read "denied".
    const outcome = r.outcome || r.action;
    const tr = el('tr', { class: 'outcome-' + outcome.replace(/ /g, '-') }, [
      cell('nowrap', when(r.time_ms)),
      cell('clip', r.server),
      cell('clip', r.tool),
      cell('text', r.label),
      cell('nowrap', r.tier),
      cell('nowrap', outcome),
      cell('clip', r.decided_by),
      cell('clip', r.rule),
      cell('text detail', r.detail),
      cell('nowrap num', took(r.duration_ms)),
    ]);
    tr.title = shown(JSON.stringify(r.args));
    return tr;
  }

  function svg(tag, attrs, text) {
    const node = document.createElementNS(SVG, tag);
    for (const [k, v] of Object.entries(attrs || {})) node.setAttribute(k, String(v));
    if (text !== undefined) node.textContent = shown(text);
    return node;
  }

  async function drawChart() {
    const { period } = params();
    const until = Date.now() + 1;
    const since = until - period;
    const bucket = Math.max(1000, Math.ceil(period / 48 / 1000) * 1000);
    let res;
    try {
      res = await api('/v1/audit/stats?since=' + since + '&until=' + until + '&bucket=' + bucket);
    } catch (e) {
      chart.textContent = shown('cannot load the chart: ' + e.message);
      return;
    }
    chart.textContent = '';
    const servers = new Map();
    for (const b of res.buckets) {
      const name = b.server || 'local';
      if (!servers.has(name)) servers.set(name, []);
      servers.get(name).push(b);
    }
    if (servers.size === 0) {
      chart.appendChild(el('p', { class: 'empty', text: 'No decisions in this period.' }));
      return;
    }
    const n = Math.ceil((until - res.since_ms) / res.bucket_ms);
    const width = 720; const height = 80; const barW = width / n;
    for (const [server, buckets] of servers) {
      const max = Math.max(1, ...buckets.map((b) => b.allowed + b.asked + b.denied));
      const total = buckets.reduce((s, b) => s + b.allowed + b.asked + b.denied, 0);
      const box = svg('svg', { viewBox: '0 0 ' + width + ' ' + (height + 16), class: 'server-chart', role: 'img' });
      box.appendChild(svg('title', {}, server + ': ' + total + ' decisions'));
      for (const b of buckets) {
        const x = Math.floor((b.start_ms - res.since_ms) / res.bucket_ms) * barW;
        let y = height;
        for (const kind of ['allowed', 'asked', 'denied']) {
          const h = (b[kind] / max) * height;
          if (h <= 0) continue;
          y -= h;
          const rect = svg('rect', { x: x + 1, y, width: Math.max(1, barW - 2), height: h, class: kind });
          rect.appendChild(svg('title', {}, when(b.start_ms) + ': ' + b[kind] + ' ' + kind));
          box.appendChild(rect);
        }
      }
      box.appendChild(svg('line', { x1: 0, y1: height, x2: width, y2: height, class: 'axis' }));
      box.appendChild(svg('text', { x: 0, y: height + 13, class: 'tick' }, when(res.since_ms)));
      box.appendChild(svg('text', { x: width, y: height + 13, class: 'tick end' }, 'now'));
      chart.appendChild(el('figure', { class: 'server-figure' }, [
        el('figcaption', { text: server + ' (' + total + ')' }),
        box,
      ]));
    }
  }

  async function verify() {
    const v = document.getElementById('verify');
    try {
      const r = await api('/v1/audit/verify');
      let text = 'log intact (' + r.checked + ' records)';
      if (r.first_bad) text = 'log broken at record ' + r.first_bad;
      else if (r.anchor === 'truncated') text = 'log cut: records ' + r.missing[0] + ' to ' + r.missing[1] + ' are missing';
      else if (!r.ok) text = 'log end cannot be checked (anchor ' + r.anchor + ')';
      v.textContent = text;
      v.className = 'status ' + (r.ok ? 'live' : 'down');
    } catch (e) {
      v.textContent = shown(e.message);
    }
  }

  form.addEventListener('submit', (e) => { e.preventDefault(); load(false); drawChart(); });
  more.addEventListener('click', () => load(true));
  load(false);
  drawChart();
  verify();
})();
