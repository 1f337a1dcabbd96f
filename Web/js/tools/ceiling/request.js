// Ceiling, the calculation's request and its refusals: POST /api/ceiling's body from a screen's
// params, and a refused input as an alert about its field.
import { InputProblem } from '../../shell/api.js';
import { squeeze } from './rooms.js';

/** POST /api/ceiling's body from a screen's params (the URL's query). */
export function request(params, leaf) {
  const names = leaf ? leaf.inputs.map((input) => input.name) : Object.keys(params).filter((key) => !['path', 'rooms', 'waste'].includes(key));
  const body = { path: params.path, set: names.filter((name) => params[name] !== undefined).map((name) => `${name}=${params[name]}`) };
  if (params.rooms) body.rooms = params.rooms.split(/\s+/).filter(Boolean);
  if (params.waste !== undefined && params.waste !== '') body.waste = params.waste;
  return body;
}

/**
 * A refused input as an alert titled after the field. The original's messages (code
 * `catalog-rule`) are whole sentences ("Please select YES to C Spline") and are
 * shown as they are; the API's other rules ("must be a number, not 'x'") get the field's name in
 * front. Focus goes back to the field; for an error about room n (its `item`), to the length box
 * of the n-th room `sent`.
 */
export function problem(ctx, error, fields, sent = []) {
  if (!(error instanceof InputProblem) || !fields[error.field]) return ctx.problem(error, fields);
  const at = error.field === 'rooms' ? error.item : null;
  if (at) {
    const boxes = sent[at - 1];
    // The core reads a room as "LENGTHxWIDTH", which this screen writes from two boxes: a room it
    // cannot read is quoted box by box, as typed, not as the text the screen made of them.
    const unread = boxes && error.code === 'not-a-number';
    return ctx.alert({
      title: `Check Room ${at}`,
      message: unread
        ? `Room ${at}: length and width must be numbers of metres, like 5 and 4, not '${squeeze(boxes.length.value)}' and '${squeeze(boxes.width.value)}'`
        : `Room ${at}: ${error.rule.slice(`room ${at}: `.length)}`,
      focus: boxes?.length ?? fields.rooms.input,
    });
  }
  const { input, label } = fields[error.field];
  const sentence = error.code === 'catalog-rule';
  return ctx.alert({ title: `Check ${label}`, message: sentence ? error.rule : `${label}: ${error.rule}`, focus: input });
}
