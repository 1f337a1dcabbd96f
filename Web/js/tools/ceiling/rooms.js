// Ceiling, the rooms given instead of the area: a row each (length × width in metres), Add Room,
// and the Area field they take over, showing the sum of their areas as the core measures them.
import { el, icon } from '../../shell/dom.js';
import { removeIcon } from '../../shell/form.js';
import { InputProblem, solve } from '../../shell/api.js';
import { readNumber } from '../../shell/locale.js';
import { amount } from './export.js';

/** Removes spaces: the room's text becomes "LxW" and the URL lists rooms separated by spaces. */
export function squeeze(text) {
  return text.replace(/\s+/g, '');
}

/** A room with either side typed in: one the user means to give. */
const given = (room) => squeeze(room.length.value) !== '' || squeeze(room.width.value) !== '';

/** A room as the core reads it, "LxW". */
const roomText = (room) => `${squeeze(readNumber(room.length.value))}x${squeeze(readNumber(room.width.value))}`;

/**
 * The rooms of a leaf with an Area field (`area`, else undefined: then nothing is shown but the
 * rooms are still read). Each room is `{row, name, length, width, remove}`, its elements.
 */
export class Rooms {
  constructor(area) {
    this.area = area;
    this.list = [];
    this.maxRooms = Infinity; // the core's, once read
    this.typedArea = ''; // what Area held before the rooms took it over, given back when they go
    this.measuring = 0; // the latest measure asked for: an older answer is dropped
    this.element = el('div', { class: 'cells ceiling-rooms' });
    this.addButton = el('button', {
      type: 'button', class: 'button-plain ceiling-add-room',
      onclick: () => {
        const room = this.add();
        this.render();
        room.length.focus();
      },
    }, [icon('M12 5v14M5 12h14', 'icon ceiling-add-icon'), el('span', { text: 'Add Room' })]);
  }

  /** The Rooms group of the form. */
  section() {
    return el('section', { class: 'group' }, [
      el('h2', { class: 'group-header', text: 'Rooms' }),
      this.element,
      el('p', { class: 'group-footer', text: 'Instead of the area: the length × width of each room in metres. The area is their sum and the wall angle follows their perimeter.' }),
    ]);
  }

  /** A room at the end of the list (shown at the next render). */
  add(length = '', width = '') {
    const room = {};
    const box = (placeholder, value, enterkeyhint) => el('input', {
      type: 'text', inputmode: 'decimal', autocomplete: 'off', enterkeyhint, class: 'ceiling-room-input',
      placeholder, value, oninput: () => this.syncArea(),
    });
    room.name = el('span', { class: 'ceiling-room-name' });
    room.length = box('length', length, 'next');
    room.width = box('width', width, 'go');
    room.remove = el('button', {
      type: 'button', class: 'remove-button ceiling-remove', onclick: () => this.remove(room),
    }, [removeIcon()]);
    room.row = el('div', { class: 'cell ceiling-room' }, [
      room.remove, room.name, room.length, el('span', { class: 'ceiling-times', 'aria-hidden': 'true', text: '×' }), room.width,
      el('span', { class: 'ceiling-unit', 'aria-hidden': 'true', text: 'm' }),
    ]);
    this.list.push(room);
    return room;
  }

  /** Removes `room`; the keyboard stays in the list: on the next room's ⊖, else the one above, else Add Room. */
  remove(room) {
    const at = this.list.indexOf(room);
    this.list.splice(at, 1);
    this.render();
    (this.list[at]?.remove ?? this.list[at - 1]?.remove ?? this.addButton).focus();
  }

  /** The rooms numbered in order (names and labels follow a removal), Add Room up to the core's limit. */
  render() {
    this.list.forEach((room, index) => {
      const name = `Room ${index + 1}`;
      room.name.textContent = name;
      room.length.setAttribute('aria-label', `${name} length in metres`);
      room.width.setAttribute('aria-label', `${name} width in metres`);
      room.remove.setAttribute('aria-label', `Remove ${name}`);
    });
    this.addButton.disabled = this.list.length >= this.maxRooms;
    this.element.replaceChildren(...this.list.map((room) => room.row), this.addButton);
    this.syncArea();
  }

  /** The core's limit on rooms, once read. */
  limit(maxRooms) {
    this.maxRooms = maxRooms;
    this.render();
  }

  /** The rooms the user means to give (either side typed in). */
  given() {
    return this.list.filter(given);
  }

  /** The rooms given, as the URL and the API take them: "10x10 5x3". */
  text() {
    return this.given().map(roomText).join(' ');
  }

  /** The first room with only one of its sides typed in, as {at, room} (at counted from 1), or null. */
  halfGiven() {
    const index = this.list.findIndex((room) => given(room) && (!squeeze(room.length.value) || !squeeze(room.width.value)));
    return index < 0 ? null : { at: index + 1, room: this.list[index] };
  }

  /** With rooms given the area is their sum, shown in the (disabled) Area field and not sent. */
  syncArea() {
    const area = this.area;
    if (!area) return;
    const used = this.list.some(given);
    if (used && !area.input.disabled) {
      this.typedArea = area.input.value;
      area.input.disabled = true;
      area.input.placeholder = 'From the rooms';
    } else if (!used && area.input.disabled) {
      area.input.disabled = false;
      area.input.value = this.typedArea;
      area.input.placeholder = 'Required';
    }
    if (used) this.showArea();
  }

  /** The rooms' area as the core measures the rooms filled in (blank while one is not a room it takes). */
  async showArea() {
    const mine = ++this.measuring;
    const filled = this.list.filter((room) => squeeze(room.length.value) !== '' && squeeze(room.width.value) !== '');
    let text = '';
    if (filled.length) {
      try {
        const { area: total } = await solve('ceiling/rooms', { rooms: filled.map(roomText) });
        text = amount(total);
      } catch (error) {
        if (!(error instanceof InputProblem) || error.field === 'core') throw error;
      }
    }
    if (mine === this.measuring && this.area.input.disabled) this.area.input.value = text;
  }
}
