// Notes (issue 34), after iOS's Math Notes and Soulver: notes kept on this device (list.js,
// kept-notes.js), each a sheet of lines whose answers the core's `notes` works out as the user
// types and the sheet shows at the right of each line (editor.js, sheet.js, results.js); a note
// travels as a link, /notes?text=… (share.js).
import { notesScreen } from './list.js';
import { noteScreen } from './editor.js';

export default {
  root: notesScreen,
  screens: { note: noteScreen },
};
