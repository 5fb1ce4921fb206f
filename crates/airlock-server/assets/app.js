// The approval page: one card per pending call, kept live by server-sent events.
'use strict';

(() => {
  const { el, api, shown, when } = airlock;
  const cardsBox = document.getElementById('cards');
  const empty = document.getElementById('empty');
  const recent = document.getElementById('recent');
  const status = document.getElementById('status');
  const cards = new Map(); // id -> { view, node, offset }
  // Approvals this page saw settled: a listing fetched before one settled must not bring it back.
  const settled = new Set();
  let selected = null;

  // The team's filters: a store shared by many hosts brings every host's and user's cards.
  const filterHost = document.getElementById('filter-host');
  const filterUser = document.getElementById('filter-user');

  function shownByFilters(view) {
    return (!filterHost.value || view.host === filterHost.value)
      && (!filterUser.value || view.user === filterUser.value);
  }

  // Each filter offers the values of the cards it can show, and keeps the one chosen.
  function refreshFilters() {
    for (const [select, key] of [[filterHost, 'host'], [filterUser, 'user']]) {
      const values = new Set(Array.from(cards.values()).map((c) => c.view[key]).filter((v) => v));
      if (select.value) values.add(select.value);
      const chosen = select.value;
      while (select.options.length > 1) select.remove(1);
      for (const v of Array.from(values).sort()) select.appendChild(el('option', { text: v, attrs: { value: v } }));
      select.value = chosen;
    }
    for (const entry of cards.values()) entry.node.hidden = !shownByFilters(entry.view);
    if (selected && cards.has(selected) && cards.get(selected).node.hidden) {
      const first = Array.from(cards.values()).find((c) => !c.node.hidden);
      select(first ? first.view.id : null);
    }
  }
  filterHost.addEventListener('change', refreshFilters);
  filterUser.addEventListener('change', refreshFilters);

  const tierNames = { allow: 'allow', ask_once: 'ask once', always_ask: 'always ask', deny: 'deny' };

  function addCard(view) {
    if (view.state !== 'pending' || cards.has(view.id) || settled.has(view.id)) return;
    const entry = { view, offset: view.now_ms - Date.now() };
    entry.node = buildCard(view, entry);
    cards.set(view.id, entry);
    cardsBox.appendChild(entry.node);
    refreshFilters();
    if (!selected && !entry.node.hidden) select(view.id);
    tick();
    refreshEmpty();
  }

  function removeCard(id) {
    const entry = cards.get(id);
    if (!entry) return;
    entry.node.remove();
    cards.delete(id);
    refreshFilters();
    if (selected === id) {
      selected = null;
      const next = cards.keys().next();
      if (!next.done) select(next.value);
    }
  }

  function closeCard(view) {
    settled.add(view.id);
    removeCard(view.id);
    addRecent(view);
    refreshEmpty();
  }

  function refreshEmpty() {
    empty.hidden = cards.size > 0;
  }

  function outcome(view) {
    if (view.state === 'approved_once') return view.answer === 'always' ? 'approved always' : 'approved once';
    if (view.state === 'approved_session') return 'approved for the session';
    if (view.decided_by === 'timeout') return 'denied: timed out';
    if (view.decided_by === 'cancelled') return 'withdrawn by the agent';
    return 'denied' + (view.deny_reason ? ': ' + view.deny_reason : '');
  }

  function addRecent(view) {
    if (view.state === 'pending') return;
    const old = document.getElementById('recent-' + view.id);
    if (old) old.remove();
    const item = el('li', { attrs: { id: 'recent-' + view.id }, class: 'state-' + view.state }, [
      el('span', { class: 'server', text: view.server || 'local' }),
      el('span', { class: 'label', text: view.label }),
      el('span', { class: 'outcome', text: outcome(view) }),
      el('time', { text: view.decided_ms ? when(view.decided_ms) : '' }),
    ]);
    recent.insertBefore(item, recent.firstChild);
    while (recent.children.length > 30) recent.lastChild.remove();
  }

  function fact(name, value, cls) {
    if (value === null || value === undefined || value === '') return null;
    return el('div', { class: 'fact ' + (cls || '') }, [
      el('dt', { text: name }),
      el('dd', { text: value }),
    ]);
  }

  function buildCard(view, entry) {
    const node = el('article', {
      class: 'card tier-' + view.tier,
      attrs: { id: 'approval-' + view.id, 'data-id': view.id, tabindex: '0' },
    });
    const left = el('span', { class: 'left', text: '' });
    entry.left = left;
    node.appendChild(el('header', {}, [
      el('span', { class: 'server', text: view.server || 'local tool' }),
      el('h2', { class: 'label', text: view.label }),
      el('span', { class: 'tier', text: tierNames[view.tier] || view.tier }),
      left,
    ]));
    const lineage = view.lineage ? view.lineage + (view.depth ? ' (depth ' + view.depth + ')' : '') : '';
    node.appendChild(el('dl', { class: 'facts' }, [
      fact('why', view.reason),
      fact('rule', view.rule),
      fact('tool', view.tool),
      fact('class', view.class),
      fact('sub-agent', lineage, 'lineage'),
      fact('host', view.host),
      fact('user', view.user),
      fact('project', view.cwd),
      fact('session', view.session),
      fact('cost', view.cost_usd !== null && view.cost_usd !== undefined ? '$' + Number(view.cost_usd).toFixed(2) : ''),
    ]));
    if (view.definition_changed) {
      node.appendChild(el('p', { class: 'warning', text: 'The tool\'s definition changed since it was approved (a possible rug pull).' }));
    }
    if (Array.isArray(view.commands) && view.commands.length > 0) {
      node.appendChild(el('ul', { class: 'commands', attrs: { 'aria-label': 'what the call does, one action each' } },
        view.commands.map((c) => el('li', { class: 'tier-' + c.tier }, [
          el('code', { class: 'command', text: c.label }),
          el('span', { class: 'tier', text: tierNames[c.tier] || c.tier }),
        ]))));
    }
    const diff = diffView(view.args);
    if (diff) node.appendChild(diff);
    node.appendChild(el('details', { class: 'args', attrs: { open: '' } }, [
      el('summary', { text: 'Arguments (masked)' }),
      el('pre', { class: 'args-json', text: JSON.stringify(view.args, null, 2) }),
    ]));
    node.appendChild(actions(view));
    if (!view.offers_always && view.always_absent) {
      node.appendChild(el('p', { class: 'no-always', text: view.always_absent }));
    }
    node.appendChild(el('p', { class: 'error', attrs: { role: 'alert' } }));
    node.addEventListener('click', () => select(view.id));
    return node;
  }

  function actions(view) {
    const box = el('div', { class: 'actions' });
    const button = (cls, text, key, run) => {
      const b = el('button', { class: cls, text, attrs: { type: 'button', 'aria-keyshortcuts': key } });
      b.addEventListener('click', (e) => { e.stopPropagation(); run(b); });
      box.appendChild(b);
      return b;
    };
    button('approve', 'Approve once', 'a', () => decide(view.id, 'once'));
    if (view.definition_changed) {
      button('approve-definition', 'Approve the new definition', 'a', () => decide(view.id, 'definition'));
    }
    if (view.offers_session) {
      button('session', 'Approve for this session', 's', () => decide(view.id, 'session'));
    }
    if (view.offers_always) {
      const note = el('span', { class: 'lowers', text: 'Approve always writes an allow rule for this tool into your policy file: this lowers protection.' });
      button('always', 'Approve always', 'w', (b) => {
        if (b.dataset.armed === 'yes') { decide(view.id, 'always'); return; }
        b.dataset.armed = 'yes';
        b.textContent = 'Confirm: allow always';
        note.classList.add('armed');
      });
      box.appendChild(note);
    }
    const reason = el('input', { class: 'reason', attrs: { type: 'text', placeholder: 'reason the agent will read (optional)', 'aria-label': 'deny reason', maxlength: '2000' } });
    reason.addEventListener('keydown', (e) => {
      if (e.key === 'Enter') { e.preventDefault(); decide(view.id, 'deny', reason.value); }
      if (e.key === 'Escape') { reason.blur(); }
      e.stopPropagation();
    });
    box.appendChild(reason);
    button('deny', 'Deny', 'd', () => decide(view.id, 'deny', reason.value));
    return box;
  }

  async function decide(id, answer, reason) {
    const entry = cards.get(id);
    if (!entry) return;
    const body = { answer };
    if (answer === 'deny' && reason && reason.trim()) body.reason = reason.trim();
    for (const b of entry.node.querySelectorAll('button')) b.disabled = true;
    try {
      const view = await api('/v1/approvals/' + encodeURIComponent(id) + '/decision', { json: body });
      closeCard(view);
    } catch (e) {
      entry.node.querySelector('.error').textContent = shown(e.message);
      for (const b of entry.node.querySelectorAll('button')) b.disabled = false;
    }
  }

  // A diff for file writes and edits: the shapes of common file tools' arguments.
  function diffView(args) {
    if (!args || typeof args !== 'object') return null;
    const path = args.path || args.file_path || args.filePath || args.filename;
    const parts = [];
    if (typeof args.old_string === 'string' && typeof args.new_string === 'string') {
      parts.push(lineDiff(args.old_string, args.new_string));
    } else if (Array.isArray(args.edits)) {
      for (const e of args.edits) {
        if (!e || typeof e !== 'object') continue;
        const o = e.oldText !== undefined ? e.oldText : e.old_string;
        const n = e.newText !== undefined ? e.newText : e.new_string;
        if (typeof o === 'string' && typeof n === 'string') parts.push(lineDiff(o, n));
      }
    } else if (typeof args.content === 'string' && path) {
      parts.push(args.content.split('\n').map((l) => ['+', l]));
    } else if (typeof args.patch === 'string' || typeof args.diff === 'string') {
      const text = args.patch || args.diff;
      parts.push(text.split('\n').map((l) => [l[0] === '+' || l[0] === '-' ? l[0] : ' ', l.slice(l[0] === '+' || l[0] === '-' || l[0] === ' ' ? 1 : 0)]));
    }
    if (parts.length === 0) return null;
    const pre = el('pre', { class: 'diff' });
    parts.forEach((lines, i) => {
      if (i > 0) pre.appendChild(el('span', { class: 'hunk', text: '…' }));
      for (const [sign, line] of lines) {
        const cls = sign === '+' ? 'add' : sign === '-' ? 'del' : 'same';
        pre.appendChild(el('span', { class: 'line ' + cls, text: sign + ' ' + line }));
      }
    });
    return el('section', { class: 'diff-box' }, [
      el('h3', { text: path ? 'Changes to ' + path : 'Changes' }),
      pre,
    ]);
  }

  // A line diff by longest common subsequence; large inputs show all old then all new lines.
  function lineDiff(a, b) {
    const x = a.split('\n');
    const y = b.split('\n');
    if (x.length * y.length > 250000) {
      return x.map((l) => ['-', l]).concat(y.map((l) => ['+', l]));
    }
    const n = x.length; const m = y.length;
    const t = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1));
    for (let i = n - 1; i >= 0; i--) {
      for (let j = m - 1; j >= 0; j--) {
        t[i][j] = x[i] === y[j] ? t[i + 1][j + 1] + 1 : Math.max(t[i + 1][j], t[i][j + 1]);
      }
    }
    const out = [];
    let i = 0; let j = 0;
    while (i < n && j < m) {
      if (x[i] === y[j]) { out.push([' ', x[i]]); i++; j++; }
      else if (t[i + 1][j] >= t[i][j + 1]) { out.push(['-', x[i]]); i++; }
      else { out.push(['+', y[j]]); j++; }
    }
    while (i < n) out.push(['-', x[i++]]);
    while (j < m) out.push(['+', y[j++]]);
    return out;
  }

  function select(id) {
    if (selected && cards.has(selected)) cards.get(selected).node.classList.remove('selected');
    selected = id;
    const entry = cards.get(id);
    if (entry) {
      entry.node.classList.add('selected');
      entry.node.scrollIntoView({ block: 'nearest' });
    }
  }

  function move(step) {
    const ids = Array.from(cards.keys()).filter((id) => !cards.get(id).node.hidden);
    if (ids.length === 0) return;
    const at = Math.max(0, ids.indexOf(selected));
    select(ids[(at + step + ids.length) % ids.length]);
  }

  function tick() {
    for (const entry of cards.values()) {
      const ms = entry.view.expires_ms - (Date.now() + entry.offset);
      const s = Math.max(0, Math.round(ms / 1000));
      entry.left.textContent = s > 0 ? Math.floor(s / 60) + ':' + String(s % 60).padStart(2, '0') + ' left' : 'timed out';
      entry.node.classList.toggle('late', s < 30);
    }
  }

  document.addEventListener('keydown', (e) => {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    if (e.target instanceof HTMLInputElement) return;
    const entry = selected ? cards.get(selected) : null;
    const press = (cls) => { const b = entry && entry.node.querySelector('button.' + cls); if (b) b.click(); };
    switch (e.key) {
      case 'j': case 'ArrowDown': move(1); break;
      case 'k': case 'ArrowUp': move(-1); break;
      case 'a': press(entry && entry.view.definition_changed ? 'approve-definition' : 'approve'); break;
      case 's': press('session'); break;
      case 'w': press('always'); break;
      case 'd': if (entry) { e.preventDefault(); entry.node.querySelector('input.reason').focus(); } break;
      case '?': document.getElementById('help').hidden = !document.getElementById('help').hidden; break;
      default: return;
    }
  });

  async function resync() {
    try {
      // Only cards the page had before asking can be stale: one that arrived as an event while
      // the listing was on its way is newer than the listing.
      const before = new Set(cards.keys());
      const body = await api('/v1/approvals');
      const pending = new Set();
      for (const view of body.approvals) {
        if (view.state === 'pending') { pending.add(view.id); addCard(view); }
      }
      for (const id of before) {
        if (!pending.has(id)) removeCard(id);
      }
      if (recent.children.length === 0) {
        for (const view of body.approvals.filter((v) => v.state !== 'pending').reverse()) addRecent(view);
      }
      refreshEmpty();
      const wanted = location.hash.replace('#approval-', '');
      if (wanted && cards.has(wanted)) select(wanted);
    } catch (e) {
      status.textContent = shown('cannot load approvals: ' + e.message);
    }
  }

  function connect() {
    // fetch streaming, not EventSource, which cannot send the token as a header.
    airlock.stream('/v1/events', {
      hello: () => { status.textContent = 'live'; status.className = 'status live'; resync(); },
      pending: (e) => addCard(JSON.parse(e.data)),
      closed: (e) => closeCard(JSON.parse(e.data)),
      resync: () => resync(),
      error: (e) => {
        const login = e && String(e.message).startsWith('not logged in');
        status.textContent = login ? shown(e.message) : 'reconnecting…';
        status.className = 'status down';
      },
    });
  }

  setInterval(tick, 1000);
  refreshEmpty();
  connect();
})();
