// Faces, the emotions: the four built-in ones (the core's `emotions`), the user's own (kept in
// localStorage as "reckon.faces.emotions"), and the face on show as the gestures left it (kept
// as "reckon.faces.face", so a reload restores it).
import { read } from '../../shell/api.js';
import { readStored, store } from '../../shell/storage.js';
import { EYES, MOUTHS, curvatureOf } from './drawing.js';

const STORAGE_KEY = 'reckon.faces.emotions';
export const MAX_MINE = 100;

let builtinsRequest = null;

/** The core's `emotions` (what GET /api/emotions answers), asked once a page (again after a failure). */
export function loadBuiltins() {
  builtinsRequest ??= (async () => {
    const { emotions } = await read('emotions');
    return emotions.map((emotion) => ({ ...emotion, key: `built-in:${emotion.name}` }));
  })();
  builtinsRequest.catch(() => { builtinsRequest = null; });
  return builtinsRequest;
}

function validEmotion(emotion) {
  return emotion && typeof emotion.name === 'string' && emotion.name.trim() !== ''
    && EYES.includes(emotion.eyes) && MOUTHS.includes(emotion.mouth);
}

export function loadMine() {
  const saved = readStored(STORAGE_KEY, []);
  if (Array.isArray(saved)) {
    return saved.filter(validEmotion).slice(0, MAX_MINE).map(({ id, name, eyes, mouth }, index) => ({
      id: typeof id === 'string' ? id : `saved-${index}`, name, eyes, mouth,
      curvature: curvatureOf(mouth), key: `mine:${typeof id === 'string' ? id : `saved-${index}`}`,
    }));
  }
  return []; // a damaged setting: no emotions of one's own
}

/** Storage full or disabled: the list still works for this visit. */
export function saveMine(mine) {
  store(STORAGE_KEY, mine.map(({ id, name, eyes, mouth }) => ({ id, name, eyes, mouth })));
}

export const paramsOf = ({ name, eyes, mouth }) => ({ name, eyes, mouth });
export const faceUrl = (emotion) => `/faces/face?${new URLSearchParams(paramsOf(emotion))}`;
export const sameEmotion = (a, b) => a.name === b.name && a.eyes === b.eyes && a.mouth === b.mouth;

// What the gestures did to the face on show outlives a reload, as iOS restores an app's state:
// the emotion it came from, its eyes and mouth, and its scale.
const FACE_KEY = 'reckon.faces.face';

/** Storage full or off: the face is only not kept. */
export function keepFace(emotion, expression, scale) {
  store(FACE_KEY, {
    emotion: paramsOf(emotion), expression: { eyes: expression.eyes, mouth: expression.mouth }, scale,
  });
}

function readKept() {
  return readStored(FACE_KEY, null);
}

/** The emotion whose face was kept, or null. */
export function keptEmotion() {
  const emotion = readKept()?.emotion;
  return emotion && typeof emotion === 'object' ? emotion : null;
}

/** The face kept for `emotion`, if it is the one on show when it was kept and reads right. */
export function keptFace(emotion) {
  const kept = readKept();
  if (!kept?.emotion || !sameEmotion(kept.emotion, emotion)) return null;
  const { eyes, mouth } = kept.expression ?? {};
  if (!EYES.includes(eyes) || !MOUTHS.includes(mouth) || !Number.isFinite(kept.scale)) return null;
  return { expression: { eyes, mouth }, scale: kept.scale };
}
