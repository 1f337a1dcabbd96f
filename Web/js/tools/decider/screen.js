// The Decider's one screen: the answer card and "Decide!" beside the options and their editing.
import { el } from '../../shell/dom.js';
import { group } from '../../shell/form.js';
import { Answer } from './answer.js';
import { OptionsEditor } from './options.js';

export function deciderScreen(ctx) {
  const answer = new Answer();
  const decide = el('button', { type: 'button', class: 'button-primary decider-decide', text: 'Decide!', onclick: () => decideNow() });
  const editor = new OptionsEditor(ctx, (options) => answer.keepAmong(options));
  let deciding = false;

  async function decideNow() {
    if (deciding) return;
    if (editor.options.length === 0) {
      // The API would answer from its own defaults; with an emptied list that would surprise.
      await ctx.alert({ title: 'Check Options', message: 'Options: add at least one option to decide between', focus: editor.input });
      return;
    }
    deciding = true;
    decide.setAttribute('aria-disabled', 'true');
    answer.card.setAttribute('aria-busy', 'true');
    try {
      await answer.decide([...editor.options]);
    } catch (error) {
      await ctx.problem(error, { options: { input: editor.input, label: 'Options' } });
    } finally {
      deciding = false;
      decide.removeAttribute('aria-disabled');
      answer.card.removeAttribute('aria-busy');
    }
  }

  const body = el('div', { class: 'content decider' }, [
    el('div', { class: 'split-layout' }, [
      el('div', { class: 'decider-main' }, [
        el('div', { class: 'group' }, [answer.card]),
        decide,
      ]),
      el('div', { class: 'decider-edit' }, [
        editor.element,
        group({}, [editor.restore]),
      ]),
    ]),
  ]);

  return { title: 'Decider', body };
}
