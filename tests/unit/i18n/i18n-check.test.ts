import { describe, expect, it } from 'vitest';
import type { Catalogue } from '@/locales/catalogue';
import { catalogueProblems } from '@/tools/i18n-catalogues';
import { findLiterals } from '@/tools/i18n-literals';

// The check in `npm test` (tools/check-i18n.ts) must be able to fail: each case plants one fault.

const literals = (source: string, file = 'src/screens/x/view.tsx') =>
  findLiterals(file, source).map((f) => f.text);

describe('the literal check, on views', () => {
  it('flags JSX text that is not a catalogue key', () => {
    expect(literals('export const V = () => <p>Hola mundo</p>;')).toEqual(['Hola mundo']);
  });

  it('flags the attributes people read or hear', () => {
    const source = `export const V = () => (
      <>
        <button aria-label="Cerrar" />
        <input placeholder="Buscar..." />
        <img alt="Logo de la marca" />
        <Field helperText="Sin guiones" label="Nombre" />
      </>
    );`;
    expect(literals(source)).toEqual(['Cerrar', 'Buscar...', 'Logo de la marca', 'Sin guiones', 'Nombre']);
  });

  it('flags a header title given as Spanish text, and concatenated sentences', () => {
    expect(literals("useScreenLayout({ title: 'Soporte técnico' });", 'src/a.tsx')).toEqual([
      'Soporte técnico',
    ]);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: source code under test
    expect(literals('const s = `Ingresar con ${provider}`;', 'src/a.ts')).toEqual(['Ingresar con']);
  });

  it('lets catalogue keys, code strings, logs and errors through', () => {
    const source = `
      import x from 'some-module';
      export const V = () => (
        <section className="screen profile" aria-labelledby="profile-title" data-route="/perfil">
          <h1 id="profile-title">{t('profile.greeting', { name })}</h1>
          <Link href="/perfil/ayuda">{t('profile.orders')}</Link>
          {' '}
        </section>
      );
      console.warn('layout: header title must be text; it was blanked');
      throw new Error('signIn: actor "login" was not provided');
      if (kind === 'Male') {}
      const event = { type: 'language.changed' };
    `;
    expect(literals(source)).toEqual([]);
  });

  it('honours a written exemption on the line or the line above', () => {
    const source = `// i18n-exempt: wire value of metodoDePago
      const method = 'Pago en local';
      const other = 'Pago en local'; // i18n-exempt: wire value
      const flagged = 'Pago en local';`;
    expect(literals(source, 'machines/rules/x.ts')).toEqual(['Pago en local']);
  });
});

describe('the literal check, on machines', () => {
  it('flags a Spanish sentence kept in a chart', () => {
    const source = `export const FAILED = 'No se pudo iniciar sesión. Por favor, inténtalo de nuevo.';
      const actions = { notify: showToast('error', 'Ocurrio un error') };`;
    expect(literals(source, 'machines/sign-in/sign-in.machine.ts')).toEqual([
      'No se pudo iniciar sesión. Por favor, inténtalo de nuevo.',
      'Ocurrio un error',
    ]);
  });

  it('lets state descriptions (documentation) and keys through', () => {
    const source = `createMachine({ states: { idle: { description: 'Waits for the diner to type.' } } });
      const errors = { email: 'validation.emailInvalid' };`;
    expect(literals(source, 'machines/x/x.machine.ts')).toEqual([]);
  });
});

const es: Catalogue = {
  a: {
    title: 'Hola {{name}}',
    items_one: '{{count}} ítem',
    items_many: '{{count}} de ítems',
    items_other: '{{count}} ítems',
  },
};

describe('the catalogue check', () => {
  it('passes catalogues with the same keys and placeholders', () => {
    const en: Catalogue = {
      a: { title: 'Hi {{name}}', items_one: '{{count}} item', items_other: '{{count}} items' },
    };
    const zh: Catalogue = { a: { title: '你好 {{name}}', items_other: '{{count}} 件' } };
    expect(catalogueProblems({ es, en, zh })).toEqual([]);
  });

  it('names a key missing from a language, and one Spanish does not have', () => {
    const en: Catalogue = {
      a: { titel: 'Hi {{name}}', items_one: '{{count}} item', items_other: '{{count}} items' },
    };
    expect(catalogueProblems({ es, en })).toEqual([
      'en: "a.titel" is not in the Spanish source catalogue',
      'en: missing "a.title"',
    ]);
  });

  it('names an interpolation that differs from the source, and an empty text', () => {
    const en: Catalogue = { a: { title: 'Hi {{user}}', items_one: '', items_other: '{{count}} items' } };
    expect(catalogueProblems({ es, en })).toEqual([
      'en: "a.title" interpolates {{user}}, the source {{name}}',
      'en: "a.items_one" is empty',
      'en: "a.items_one" interpolates {{}}, the source {{count}}',
    ]);
  });

  it('asks each language for its own plural forms (CLDR)', () => {
    const en: Catalogue = { a: { title: 'Hi {{name}}', items_other: '{{count}} items' } };
    const zh: Catalogue = {
      a: { title: '你好 {{name}}', items_one: '{{count}} 件', items_other: '{{count}} 件' },
    };
    expect(catalogueProblems({ es, en, zh })).toEqual([
      'en: "a.items" lacks its "one" form',
      'zh: "a.items_one" is a plural form zh-CN does not have',
    ]);
  });
});
