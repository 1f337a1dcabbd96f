// Ceiling, the result: the components to order beside the job, with Download CSV, Print and
// Enquire.
import { el } from '../../shell/dom.js';
import { valueRow } from '../../shell/form.js';
import { solve } from '../../shell/api.js';
import { catalog } from './catalog.js';
import { problem, request } from './request.js';
import { columns, csvName, csvText, enquiryHref, packText, summaryRows } from './export.js';

function componentsTable(result) {
  const { waste, packs, wasteTitle } = columns(result);
  const head = el('tr', {}, [
    el('th', { scope: 'col', class: 'ceiling-name', text: 'Component' }),
    el('th', { scope: 'col', class: 'ceiling-qty', text: 'Quantity' }),
    waste ? el('th', { scope: 'col', class: 'ceiling-qty', text: wasteTitle }) : null,
    packs ? el('th', { scope: 'col', class: 'ceiling-qty', text: 'Packs' }) : null,
  ]);
  const rows = result.components.map((c) => el('tr', { class: c.unverified ? 'ceiling-unverified' : null, dataset: { component: c.name } }, [
    el('th', { scope: 'row', class: 'ceiling-name' }, [
      el('span', { class: 'ceiling-component', text: c.name }),
      c.unverified ? el('span', { class: 'ceiling-flag', title: c.unverified }, [
        el('span', { 'aria-hidden': 'true', text: ' ⚠︎' }), el('span', { class: 'visually-hidden', text: ' (unverified, see the note below)' }),
      ]) : null,
    ]),
    el('td', { class: 'ceiling-qty', text: String(c.quantity) }),
    waste ? el('td', { class: 'ceiling-qty', text: String(c.withWaste ?? c.quantity) }) : null,
    packs ? el('td', { class: 'ceiling-qty', title: c.pack ? `packs of ${c.pack}` : null, text: packText(c) }) : null,
  ]));
  return el('table', { class: 'ceiling-table' }, [
    el('caption', { class: 'visually-hidden', text: `Components for ${result.title.join(', ')}` }),
    el('thead', {}, [head]),
    el('tbody', {}, rows),
  ]);
}

function resultView(result, entry, actions) {
  const leaf = entry?.node ?? null;
  const unverified = result.components.filter((c) => c.unverified);
  const corrections = leaf?.corrections ?? [];
  const notes = [
    ...unverified.map((c) => el('p', { class: 'group-footer ceiling-warning' }, [
      el('span', { class: 'ceiling-flag', 'aria-hidden': 'true', text: '⚠︎ ' }),
      el('strong', { text: `${c.name} unverified: ` }), c.unverified,
    ])),
    el('p', { class: 'group-footer', text: 'Whole pieces, rounded up.' }),
  ];
  const summary = summaryRows(result, leaf).map(([label, value]) => valueRow(label, value));
  // Each title kept whole on one line; lines break only between them.
  const headline = el('p', { class: 'ceiling-headline' });
  result.title.forEach((title, index) => {
    if (index) headline.append(' · ');
    headline.append(el('span', { class: 'ceiling-nowrap', text: title }));
  });
  return [
    headline,
    el('div', { class: 'ceiling-layout' }, [
      el('div', { class: 'ceiling-column' }, [
        el('section', { class: 'group ceiling-components' }, [
          el('h2', { class: 'group-header', text: 'Components' }),
          el('div', { class: 'cells' }, [componentsTable(result)]),
          ...notes,
        ]),
        ...actions,
      ]),
      el('section', { class: 'group ceiling-summary' }, [
        el('h2', { class: 'group-header', text: 'Job' }),
        el('div', { class: 'cells' }, summary),
        corrections.length ? el('div', { class: 'group-footer ceiling-corrections' }, [
          el('p', { text: 'Corrected from the original:' }),
          el('ul', {}, corrections.map((fix) => el('li', { text: `${fix.component} (was ${fix.original}) — ${fix.reason}` }))),
        ]) : null,
        el('p', { class: 'group-footer ceiling-disclaimer', text: result.disclaimer }),
      ]),
    ]),
  ];
}
export function resultScreen(ctx, params, carried) {
  const entry = catalog?.nodes.get(params.path) ?? null;
  const region = el('div', { class: 'ceiling-result', 'aria-live': 'polite' });
  const status = el('p', { class: 'note ceiling-status', role: 'status' });
  const body = el('div', { class: 'content wide ceiling' }, [region]);

  const show = (result) => {
    const download = el('button', {
      type: 'button', class: 'button-plain', text: 'Download CSV',
      onclick: () => {
        const name = csvName(result);
        const url = URL.createObjectURL(new Blob([csvText(result, entry?.node)], { type: 'text/csv' }));
        const link = el('a', { href: url, download: name, hidden: true });
        document.body.append(link);
        link.click();
        link.remove();
        setTimeout(() => URL.revokeObjectURL(url), 60_000);
        status.textContent = `Saved ${name}.`;
      },
    });
    const print = el('button', { type: 'button', class: 'button-plain', text: 'Print', onclick: () => window.print() });
    const enquiry = enquiryHref(result, entry?.node);
    const enquire = el('a', { class: 'button-plain ceiling-enquire', href: enquiry.href, text: 'Enquire' });
    const actions = el('section', { class: 'group ceiling-actions', 'aria-label': 'Share the list' }, [
      el('div', { class: 'cells' }, [download, print, enquire]),
      el('p', { class: 'group-footer', text: enquiry.shortened
        ? 'Enquire opens an e-mail with the job; its list is shortened to fit, so attach the CSV.'
        : 'Enquire opens an e-mail with the job and every component, for your supplier.' }),
    ]);
    region.replaceChildren(...resultView(result, entry, [actions, status]));
  };

  if (carried) show(carried);
  else {
    region.append(el('p', { class: 'note', text: 'Calculating…' }));
    const fields = Object.fromEntries((entry?.node?.inputs ?? []).map((input) => [input.name, { label: input.label }]));
    solve('ceiling', request(params, entry?.node)).then(show, async (error) => {
      region.replaceChildren();
      await problem(ctx, error, { ...fields, waste: { label: 'Waste' }, rooms: { label: 'Rooms' } });
      ctx.back();
    });
  }
  return { title: 'Materials', body };
}
