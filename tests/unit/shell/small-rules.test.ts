import { describe, expect, it } from 'vitest';
import { bottomAreaFor } from '@/machines/layout/layout.selectors';
import { capitalizeFirst } from '@/src/shell/capitalize';
import { readSearchParam, urlWithSearchText } from '@/src/shell/search-query';
import { isTextEntryElement } from '@/src/shell/text-entry';

describe('capitalizeFirst', () => {
  it.each([
    ['el email es requerido', 'El email es requerido'],
    ['ñandú', 'Ñandú'],
    ['ya Mayúscula', 'Ya Mayúscula'],
    ['Ya empieza así', 'Ya empieza así'],
    ['é', 'É'],
    ['123 abc', '123 abc'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(capitalizeFirst(input)).toBe(expected);
  });
});

describe('search query', () => {
  it('reads the search parameter', () => {
    expect(readSearchParam('search=pizza&x=1')).toBe('pizza');
    expect(readSearchParam('?search=caf%C3%A9')).toBe('café');
    expect(readSearchParam('x=1')).toBe('');
  });
  it.each([
    ['/menu', '', 'pizza', '/menu?search=pizza'],
    ['/menu', 'mesa=4', 'pizza', '/menu?mesa=4&search=pizza'],
    ['/menu', 'search=piz&mesa=4', 'pizza grande', '/menu?search=pizza+grande&mesa=4'],
    ['/menu', 'search=pizza&mesa=4', '', '/menu?mesa=4'],
    ['/menu', 'search=pizza', '', '/menu'],
  ])('%s?%s + %j → %s', (pathname, search, text, expected) => {
    expect(urlWithSearchText(pathname, search, text)).toBe(expected);
  });
});

describe('bottomAreaFor', () => {
  it.each([
    [{ menuBtn: '/menu', checkoutBar: true, navBar: true }, 'menu-button'],
    [{ menuBtn: null, checkoutBar: true, navBar: true }, 'checkout-bar'],
    [{ menuBtn: null, checkoutBar: false, navBar: true }, 'nav-bar'],
    [{ menuBtn: '', checkoutBar: false, navBar: true }, 'nav-bar'],
    [{ menuBtn: null, checkoutBar: false, navBar: false }, 'none'],
  ])('%o → %s', (page, expected) => {
    expect(bottomAreaFor(page)).toBe(expected);
  });

  // accounts.md §2.3: "the checkout bar, when the order has products and the checkout bar is enabled".
  it.each([
    [{ menuBtn: null, checkoutBar: true, navBar: true }, true, 'checkout-bar'],
    [{ menuBtn: null, checkoutBar: true, navBar: true }, false, 'nav-bar'],
    [{ menuBtn: null, checkoutBar: true, navBar: false }, false, 'none'],
    [{ menuBtn: '/menu', checkoutBar: true, navBar: true }, false, 'menu-button'],
  ])('%o with products %s → %s', (page, hasProducts, expected) => {
    expect(bottomAreaFor(page, hasProducts)).toBe(expected);
  });
});

describe('isTextEntryElement', () => {
  it.each([
    [{ tagName: 'INPUT', type: 'text' }, true],
    [{ tagName: 'input', type: 'email' }, true],
    [{ tagName: 'INPUT', type: 'password' }, true],
    [{ tagName: 'INPUT', type: 'search' }, true],
    [{ tagName: 'INPUT', type: '' }, true],
    [{ tagName: 'TEXTAREA' }, true],
    [{ tagName: 'INPUT', type: 'checkbox' }, false],
    [{ tagName: 'INPUT', type: 'radio' }, false],
    [{ tagName: 'INPUT', type: 'submit' }, false],
    [{ tagName: 'BUTTON', type: 'button' }, false],
    [{ tagName: 'DIV', isContentEditable: true }, true],
    [{ tagName: 'DIV' }, false],
    [null, false],
  ])('%o → %s', (target, expected) => {
    expect(isTextEntryElement(target)).toBe(expected);
  });
});
