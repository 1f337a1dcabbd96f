// Faces (seed 002): CS193p's FaceIt driven by gestures, inside the Emotions demo's split view.
//
// Root "Emotions" (list.js): the four built-in emotions (the core's `emotions`) and the user's own
// (made in a sheet, sheet.js, checked by the core's `emotion`, kept in localStorage; emotions.js).
// At 768 px and wider the chosen emotion's face (panel.js: the drawing, drawing.js, and its
// gestures, gestures.js) stands beside the list; on phones a choice pushes
// /faces/face?name=…&eyes=…&mouth=… (face.js), so reload and shared links restore it.
import { emotionsScreen } from './list.js';
import { faceScreen } from './face.js';

export default {
  root: emotionsScreen,
  screens: { face: faceScreen },
};
