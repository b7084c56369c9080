import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { textIn } from '@/locales/catalogue';
import { es } from '@/locales/es';
import type { Product, ProductOption } from '@/machines/catalogue/catalogue.types';
import {
  groupCounter,
  groupErrorText,
  isAddDisabled,
  isOfferedIngredient,
  isOptionDisabled,
  itemKey,
  missingGroups,
  type OptionGroup,
  optionGroups,
  requiredGroupNames,
} from '@/machines/order-preparation/option-groups';
import {
  addUpsell,
  EMPTY_PREPARATION,
  GENERATED_ID_LENGTH,
  generateId,
  lineFromProduct,
  lineToSave,
  type Preparation,
  parseTypedQuantity,
  preparationTotal,
  removeUpsell,
  savedQuantity,
  setObservations,
  setProductQuantity,
  startPreparation,
  updateUpsell,
  upsellLine,
} from '@/machines/order-preparation/order-preparation.rules';
import {
  addAditional,
  chooseIngredient,
  removeAditional,
  removeIngredient,
  setItemQuantity,
} from '@/machines/order-preparation/preparation-choices';
import { matchProductPath } from '@/machines/order-preparation/product-route';
import { lineTotal } from '@/machines/rules/pricing';

const cat = (id: string, name: string, minQty: number, maxQty: number) => ({ id, name, minQty, maxQty });
const COOKING = cat('c1', 'Punto de cocción', 1, 1);
const SAUCES = cat('c2', 'Salsas', 0, 2);
const CHEESES = cat('c3', 'Quesos', 2, 2);
const EXTRAS = cat('c4', 'Toppings', 0, 1000);

const option = (
  sku: string,
  category: ProductOption['category'],
  extra: Partial<ProductOption> = {},
): ProductOption => ({
  sku,
  name: sku,
  price: 0,
  active: true,
  minLimit: 1,
  quantity: 0,
  category,
  ...extra,
});

const juicy = option('JUG', COOKING);
const medium = option('APU', COOKING);
const chimi = option('CHI', SAUCES);
const criolla = option('CRI', SAUCES);
const provenzal = option('PRO', SAUCES);
const double = option('DBL', SAUCES, { minLimit: 2 });
const egg = option('HUE', null, { price: 700 });
const bread = option('PAN', null, { price: 800 });

const steak: Product = {
  _id: 'p1',
  sku: 'PAR-001',
  name: 'Bife de chorizo',
  price: { tableSystem: 18900, takeawaySystem: 17900 },
  children: [juicy, medium, chimi, criolla, provenzal, egg, bread],
};

/** A started preparation of the steak at table price (18 900). */
const started = (quantity = 1): Preparation =>
  startPreparation(
    EMPTY_PREPARATION,
    { ...lineFromProduct(steak, { consumeType: 'tableSystem' }), quantity },
    { catalogue: steak, makeId: () => 'id-1' },
  );

const group = (category: ReturnType<typeof cat>, options: ProductOption[]): OptionGroup => ({
  id: category.id,
  name: category.name,
  minQty: category.minQty,
  maxQty: category.maxQty,
  isRequired: category.minQty > 0,
  isUnlimited: category.minQty === 0 && category.maxQty >= 1000,
  options,
});

const keysOf = (p: Preparation) => Object.keys(p.product?.customization.ingredients ?? {});
const spanish = (message: Parameters<typeof textIn>[1]) => textIn(es, message);

describe('starting a product (§4 "Start")', () => {
  it('is started only when the preparation quantity is 0', () => {
    const first = started();
    const again = startPreparation(first, lineFromProduct({ ...steak, sku: 'OTHER' }), {
      makeId: () => 'id-2',
    });
    expect(again).toBe(first);
  });

  it.each([
    ['quantity defaults to 1', {}, 1],
    ['a given quantity is kept', { quantity: 3 }, 3],
  ])('%s', (_, extra, quantity) => {
    const p = startPreparation(EMPTY_PREPARATION, { _id: 'p', name: 'P', sku: 'S', price: 100, ...extra });
    expect(p.product?.quantity).toBe(quantity);
    expect(p.quantity).toBe(quantity);
  });

  it('generates a 21-character orderProductId when missing, and keeps a given one', () => {
    const generated = startPreparation(EMPTY_PREPARATION, { _id: 'p', name: 'P', sku: 'S' });
    expect(generated.product?.orderProductId).toMatch(/^[A-Za-z0-9_-]{21}$/);
    const kept = startPreparation(EMPTY_PREPARATION, {
      _id: 'p',
      name: 'P',
      sku: 'S',
      orderProductId: 'mine',
    });
    expect(kept.product?.orderProductId).toBe('mine');
  });

  it('makes different ids each time (nanoid alphabet, no dependency)', () => {
    const ids = new Set(Array.from({ length: 50 }, () => generateId()));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toHaveLength(GENERATED_ID_LENGTH);
  });

  it.each([
    ['missing', undefined],
    ['an array (counts as missing)', []],
  ])('customization defaults to empty ingredients and aditionals when %s', (_, customization) => {
    const p = startPreparation(EMPTY_PREPARATION, {
      _id: 'p',
      name: 'P',
      sku: 'S',
      customization: customization as never,
    });
    expect(p.product?.customization).toEqual({ ingredients: {}, aditionals: {} });
    expect(p.product?.upselling).toEqual([]);
  });

  it('total = unit price × quantity', () => {
    expect(started(2).total).toBe(37800);
  });

  it('ingredientsRequired lists the categories with minQty > 0', () => {
    expect(started().ingredientsRequired).toEqual(['Punto de cocción']);
    expect(requiredGroupNames({ children: [juicy, option('Q', CHEESES), chimi] })).toEqual([
      'Punto de cocción',
      'Quesos',
    ]);
  });
});

describe('product quantity (§4 "Product quantity", §5 "Quantity")', () => {
  it('sets total = unit price × new quantity', () => {
    const p = addAditional(started(), egg).preparation;
    expect(setProductQuantity(p, 3).total).toBe((18900 + 700) * 3);
  });

  it.each([0, -1, 1.5])('refuses %s (an integer ≥ 1)', (quantity) => {
    const p = started(2);
    expect(setProductQuantity(p, quantity)).toBe(p);
  });

  it.each([
    ['4', 4],
    [' 12 ', 12],
    ['', null],
    ['0', null],
    ['-2', null],
    ['1,5', null],
    ['abc', null],
  ])('a typed quantity %j is applied as %s', (text, expected) => {
    expect(parseTypedQuantity(text)).toBe(expected);
  });
});

describe('ingredients, main reading (overlay)', () => {
  it('single choice: choosing another replaces the chosen one, at minLimit', () => {
    const a = chooseIngredient(started(), juicy).preparation;
    const b = chooseIngredient(a, medium).preparation;
    expect(keysOf(b)).toEqual([itemKey(medium)]);
    expect(b.product?.customization.ingredients[itemKey(medium)].quantity).toBe(1);
  });

  it('single choice: choosing the chosen one does nothing', () => {
    const a = chooseIngredient(started(), juicy).preparation;
    const again = chooseIngredient(a, juicy);
    expect(again.preparation).toBe(a);
    expect(again.error).toBeNull();
  });

  it("keys the item '{sku}-{categoryId}', or the sku without a category id", () => {
    expect(itemKey(juicy)).toBe('JUG-c1');
    expect(itemKey(option('X', { name: 'Sin id', maxQty: 1 }))).toBe('X');
  });

  it('multiple choice: an already selected ingredient grows by minLimit', () => {
    const sauces = { ...steak, children: [double, chimi] };
    let p = startPreparation(EMPTY_PREPARATION, lineFromProduct(sauces), { makeId: () => 'x' });
    p = chooseIngredient(p, chimi).preparation;
    p = chooseIngredient(p, chimi).preparation;
    expect(p.product?.customization.ingredients[itemKey(chimi)].quantity).toBe(2);
  });

  it('multiple choice: with maxQty distinct ingredients chosen, the first one is dropped for the new one', () => {
    const wide = cat('c9', 'Salsas', 0, 2);
    const [x, y, z] = ['X', 'Y', 'Z'].map((sku) => option(sku, wide));
    // minLimit 1 and the group at its limit would be refused by the total; a roomier group shows the drop.
    const roomy = { ...wide, maxQty: 2 };
    let p = startPreparation(EMPTY_PREPARATION, lineFromProduct({ ...steak, children: [x, y, z] }), {
      makeId: () => 'x',
    });
    p = chooseIngredient(p, x).preparation;
    p = chooseIngredient(p, y).preparation;
    const r = chooseIngredient(p, { ...z, category: roomy });
    expect(r.error).toBeNull();
    expect(keysOf(r.preparation)).toEqual([itemKey(y), itemKey(z)]);
  });

  it('refuses a change past maxQty with the exact message (type maxQty)', () => {
    let p = chooseIngredient(started(), chimi).preparation;
    p = chooseIngredient(p, chimi).preparation;
    const r = chooseIngredient(p, chimi);
    expect(r.preparation).toBe(p);
    expect(r.error?.type).toBe('maxQty');
    expect(spanish(r.error!.message)).toBe('No puedes agregar más de 2 unidades en esta categoría.');
  });

  it('a new option whose minLimit would pass maxQty is refused', () => {
    const p = chooseIngredient(started(), chimi).preparation;
    const r = chooseIngredient(p, double);
    expect(r.error?.maxQty).toBe(2);
  });

  it('removing lowers by minLimit above minLimit, otherwise deletes the ingredient', () => {
    const sauces = { ...steak, children: [double] };
    const big = cat('c2', 'Salsas', 0, 4);
    const d = { ...double, category: big };
    let p = startPreparation(EMPTY_PREPARATION, lineFromProduct(sauces), { makeId: () => 'x' });
    p = chooseIngredient(p, d).preparation;
    p = chooseIngredient(p, d).preparation;
    expect(p.product?.customization.ingredients[itemKey(d)].quantity).toBe(4);
    p = removeIngredient(p, d).preparation;
    expect(p.product?.customization.ingredients[itemKey(d)].quantity).toBe(2);
    p = removeIngredient(p, d).preparation;
    expect(keysOf(p)).toEqual([]);
  });

  it('only active options whose price is not above 0 are offered as ingredients', () => {
    expect(isOfferedIngredient(juicy)).toBe(true);
    expect(isOfferedIngredient({ ...juicy, active: false })).toBe(false);
    expect(isOfferedIngredient({ ...juicy, price: 800 })).toBe(false);
    expect(isOfferedIngredient(egg)).toBe(false);
    const groups = optionGroups({ children: [juicy, { ...medium, price: 800 }, egg] });
    expect(groups.map((g) => g.options.map((o) => o.sku))).toEqual([['JUG']]);
  });
});

describe('ingredients, other reading (customisation modal)', () => {
  it('selecting adds 1; removing subtracts 1 and drops the option at 0', () => {
    let p = chooseIngredient(started(), chimi, 'modal').preparation;
    p = chooseIngredient(p, chimi, 'modal').preparation;
    expect(p.product?.customization.ingredients[itemKey(chimi)].quantity).toBe(2);
    p = removeIngredient(p, chimi, 'modal').preparation;
    expect(p.product?.customization.ingredients[itemKey(chimi)].quantity).toBe(1);
    p = removeIngredient(p, chimi, 'modal').preparation;
    expect(keysOf(p)).toEqual([]);
  });

  it('an option with minLimit 2 is still added one at a time', () => {
    const roomy = { ...double, category: cat('c2', 'Salsas', 0, 4) };
    const p = chooseIngredient(started(), roomy, 'modal').preparation;
    expect(p.product?.customization.ingredients[itemKey(roomy)].quantity).toBe(1);
  });

  it('with maxQty 1 the selection replaces the other option (radio)', () => {
    let p = chooseIngredient(started(), juicy, 'modal').preparation;
    p = chooseIngredient(p, medium, 'modal').preparation;
    expect(keysOf(p)).toEqual([itemKey(medium)]);
  });

  it('does not drop the first choice at maxQty: the change is refused instead', () => {
    let p = chooseIngredient(started(), chimi, 'modal').preparation;
    p = chooseIngredient(p, criolla, 'modal').preparation;
    const r = chooseIngredient(p, provenzal, 'modal');
    expect(r.error?.type).toBe('maxQty');
    expect(keysOf(r.preparation)).toEqual([itemKey(chimi), itemKey(criolla)]);
  });
});

describe('aditionals (§4 "Aditionals")', () => {
  it('adding creates the item at 1, then raises it by 1, adding price × product quantity', () => {
    let p = started(2);
    p = addAditional(p, egg).preparation;
    expect(p.total).toBe(18900 * 2 + 700 * 2);
    p = addAditional(p, egg).preparation;
    expect(p.product?.customization.aditionals.HUE.quantity).toBe(2);
    expect(p.total).toBe(18900 * 2 + 700 * 2 * 2);
  });

  it('removing lowers by 1, or deletes the item at 1', () => {
    let p = addAditional(addAditional(started(), egg).preparation, egg).preparation;
    p = removeAditional(p, egg).preparation;
    expect(p.product?.customization.aditionals.HUE.quantity).toBe(1);
    p = removeAditional(p, egg).preparation;
    expect(p.product?.customization.aditionals).toEqual({});
    expect(p.total).toBe(18900);
  });
});

describe('item quantity (§4 "Item quantity")', () => {
  it('adds price × difference × product quantity to the total', () => {
    let p = addAditional(started(3), bread).preparation;
    const before = p.total;
    p = setItemQuantity(p, bread, 4, 'aditional').preparation;
    expect(p.total - before).toBe(800 * 3 * 3);
  });

  it('an ingredient past maxQty is refused', () => {
    const r = setItemQuantity(started(), chimi, 3);
    expect(r.error?.maxQty).toBe(2);
  });
});

describe('upsell items (§4 "Upsell items")', () => {
  const fries: Product = { _id: 'u1', sku: 'ADI-001', name: 'Papas', price: 4200 };
  const wine: Product = {
    _id: 'u2',
    sku: 'BEB-020',
    name: 'Vino',
    price: { tableSystem: 18900, deliverySystem: 15900 },
  };

  it('adding appends the item with its quantity, adds price × quantity and sets crossSelling', () => {
    const p = addUpsell(
      started(),
      upsellLine(fries, 'id-1', {}, () => 'u-1', 2),
    );
    expect(p.total).toBe(18900 + 8400);
    expect(p.crossSelling).toBe(true);
    expect(p.product?.upselling[0]).toMatchObject({
      _id: 'u1',
      quantity: 2,
      upsellingId: 'id-1',
      crossSelling: true,
      upselling: [],
      customization: { ingredients: {}, aditionals: {} },
    });
  });

  it("resolves the upsell's price with the same context", () => {
    expect(upsellLine(wine, 'x', { consumeType: 'deliverySystem' }).price).toBe(15900);
  });

  it('removing by _id subtracts its cost; crossSelling stays true only while items remain', () => {
    let p = addUpsell(started(), upsellLine(fries, 'id-1'));
    p = addUpsell(p, upsellLine(wine, 'id-1', { consumeType: 'tableSystem' }));
    p = removeUpsell(p, 'u1');
    expect(p.crossSelling).toBe(true);
    expect(p.total).toBe(18900 + 18900);
    p = removeUpsell(p, 'u2');
    expect(p.crossSelling).toBe(false);
    expect(p.total).toBe(18900);
  });

  it('updating recomputes its cost; below 1 removes it', () => {
    let p = addUpsell(started(), upsellLine(fries, 'id-1'));
    p = updateUpsell(p, 'u1', 3);
    expect(p.total).toBe(18900 + 4200 * 3);
    p = updateUpsell(p, 'u1', 0);
    expect(p.product?.upselling).toEqual([]);
  });

  it('a product-quantity change keeps the upsell items’ own cost', () => {
    const p = setProductQuantity(addUpsell(started(), upsellLine(fries, 'id-1')), 2);
    expect(p.total).toBe(18900 * 2 + 4200);
  });

  it('saving a new product adds product quantity + Σ upsell quantities to the cart', () => {
    const p = addUpsell(
      started(2),
      upsellLine(fries, 'id-1', {}, () => 'u', 3),
    );
    expect(savedQuantity(p.product)).toBe(5);
    expect(lineToSave(p)).toMatchObject({ quantity: 2, crossSelling: true, orderProductId: 'id-1' });
  });
});

describe('observations', () => {
  it("set the product's comments", () => {
    expect(setObservations(started(), 'Sin sal').product?.comments).toBe('Sin sal');
  });
});

describe('required groups (§5 "On submit")', () => {
  const cheeses = ['Q1', 'Q2', 'Q3'].map((sku) => option(sku, CHEESES));
  const groups = [group(COOKING, [juicy, medium]), group(CHEESES, cheeses), group(SAUCES, [chimi])];
  const product = { ...steak, children: [juicy, medium, ...cheeses, chimi] };
  const base = () => startPreparation(EMPTY_PREPARATION, lineFromProduct(product), { makeId: () => 'x' });

  it('gives {name, required, current} for each required group below minQty, in order', () => {
    const p = chooseIngredient(base(), cheeses[0]).preparation;
    expect(missingGroups(p.product, groups)).toEqual([
      { name: 'Punto de cocción', required: 1, current: 0 },
      { name: 'Quesos', required: 2, current: 1 },
    ]);
  });

  it('none when every required group reaches its minimum (optional groups never fail)', () => {
    let p = chooseIngredient(base(), juicy).preparation;
    p = chooseIngredient(p, cheeses[0]).preparation;
    p = chooseIngredient(p, cheeses[1]).preparation;
    expect(missingGroups(p.product, groups)).toEqual([]);
  });

  it.each([
    [{ name: 'a', required: 1, current: 0 }, 'Elige una opción'],
    [{ name: 'a', required: 3, current: 0 }, 'Elige 3 opciones'],
    [{ name: 'a', required: 2, current: 1 }, 'Elige 1 opción más'],
    [{ name: 'a', required: 4, current: 1 }, 'Elige 3 opciones más'],
  ])('%j reads %j', (error, text) => {
    expect(spanish(groupErrorText(error))).toBe(text);
  });
});

describe('counters and disabling (§5)', () => {
  it.each([
    [COOKING, 0, '0/1'],
    [CHEESES, 1, '1/2'],
    [cat('c', 'Tres', 3, 5), 0, '( Mínimo 3 )'],
    [SAUCES, 1, null],
    [EXTRAS, 0, null],
  ])('%j with %i chosen shows %j', (category, current, text) => {
    const counter = groupCounter(group(category, []), current);
    expect(counter === null ? null : spanish(counter)).toBe(text);
  });

  it('an unselected option is disabled when group total + minLimit would pass maxQty (maxQty > 1)', () => {
    const sauces = group(SAUCES, [chimi, criolla, provenzal, double]);
    let p = chooseIngredient(started(), chimi).preparation;
    expect(isOptionDisabled(p.product, sauces, criolla)).toBe(false);
    expect(isOptionDisabled(p.product, sauces, double)).toBe(true);
    p = chooseIngredient(p, criolla).preparation;
    expect(isOptionDisabled(p.product, sauces, provenzal)).toBe(true);
    expect(isOptionDisabled(p.product, sauces, chimi)).toBe(false);
    expect(isAddDisabled(p.product, sauces)).toBe(true);
  });

  it('an inactive option is disabled; a single-choice option is not disabled by the count', () => {
    const cooking = group(COOKING, [juicy, medium]);
    const p = chooseIngredient(started(), juicy).preparation;
    expect(isOptionDisabled(p.product, cooking, medium)).toBe(false);
    expect(isOptionDisabled(p.product, cooking, { ...medium, active: false })).toBe(true);
  });

  it('minQty 0 and maxQty ≥ 1000 is unlimited and not required', () => {
    const [g] = optionGroups({ children: [option('T', EXTRAS)] });
    expect(g).toMatchObject({ isUnlimited: true, isRequired: false });
  });
});

const CHANGES = [
  'choose',
  'remove',
  'addAditional',
  'removeAditional',
  'quantity',
  'addUpsell',
  'removeUpsell',
  'itemQuantity',
] as const;

const changeArb = fc.record({
  change: fc.constantFrom(...CHANGES),
  reading: fc.constantFrom('overlay' as const, 'modal' as const),
  target: fc.nat(6),
  amount: fc.integer({ min: 0, max: 5 }),
});

describe('properties over any sequence of changes (fast-check)', () => {
  const fries: Product = { _id: 'u1', sku: 'ADI-001', name: 'Papas', price: 4200 };
  const options = [juicy, medium, chimi, criolla, provenzal, double, option('COST', SAUCES)];
  const extras = [egg, bread];

  it('the total always equals the prepared line’s total plus its upsells, crossSelling follows the upsells, and no group passes its maxQty', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }),
        fc.array(changeArb, { maxLength: 60 }),
        (start, changes) => {
          let p = started(start);
          changes.forEach(({ change, reading, target, amount }, i) => {
            const o = options[target % options.length];
            const extra = extras[target % extras.length];
            if (change === 'choose') p = chooseIngredient(p, o, reading).preparation;
            else if (change === 'remove') p = removeIngredient(p, o, reading).preparation;
            else if (change === 'addAditional') p = addAditional(p, extra).preparation;
            else if (change === 'removeAditional') p = removeAditional(p, extra).preparation;
            else if (change === 'quantity') p = setProductQuantity(p, amount);
            else if (change === 'addUpsell')
              p = addUpsell(
                p,
                upsellLine(fries, 'id-1', {}, () => `u${i}`, Math.max(1, amount)),
              );
            else if (change === 'removeUpsell') p = removeUpsell(p, 'u1');
            else p = setItemQuantity(p, o, amount).preparation;
          });
          const product = p.product!;
          const expected =
            lineTotal(product) + product.upselling.reduce((sum, item) => sum + lineTotal(item), 0);
          expect(p.total).toBeCloseTo(expected, 2);
          expect(p.total).toBe(preparationTotal(product));
          expect(p.crossSelling).toBe(product.upselling.length > 0);
          expect(product.quantity).toBeGreaterThanOrEqual(1);
          for (const category of [COOKING, SAUCES]) {
            const count = Object.values(product.customization.ingredients)
              .filter((item) => item.category?.name === category.name)
              .reduce((sum, item) => sum + item.quantity, 0);
            expect(count).toBeLessThanOrEqual(category.maxQty);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('a refused change leaves the preparation as it was', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat(6), { maxLength: 12 }),
        fc.constantFrom('overlay' as const, 'modal' as const),
        (picks, reading) => {
          let p = started();
          for (const pick of picks) {
            const r = chooseIngredient(p, options[pick % options.length], reading);
            if (r.error) expect(r.preparation).toBe(p);
            p = r.preparation;
          }
        },
      ),
    );
  });
});

describe('product paths (§2 "Route parameters")', () => {
  it.each([
    [
      '/menu/b1/brasa-palermo/product/PAR-001',
      {
        basePath: '/menu/b1/brasa-palermo',
        sku: 'PAR-001',
        branchId: 'b1',
        branchStoreId: 'brasa-palermo',
        storeId: null,
        orderProductId: null,
      },
    ],
    [
      '/sucursal/b1/s1/product/X',
      { basePath: '/sucursal/b1/s1', sku: 'X', branchId: 'b1', branchStoreId: 's1' },
    ],
    [
      '/menu/b1/s1/subcategory/sub9/product/X',
      { basePath: '/menu/b1/s1/subcategory/sub9', sku: 'X', branchId: 'b1' },
    ],
    ['/menu/product/X', { basePath: '/menu', sku: 'X', branchId: null }],
    [
      '/resumen-de-orden/product/s1/PAR-001/abc',
      { basePath: '/resumen-de-orden', storeId: 's1', sku: 'PAR-001', orderProductId: 'abc' },
    ],
  ])('%s', (path, expected) => {
    expect(matchProductPath(path)).toMatchObject(expected);
  });

  it.each(['/menu/b1/s1', '/menu/b1/s1/product', '/menu/b1/s1/product/a/b', '/product/X'])(
    '%s is no product path',
    (path) => {
      expect(matchProductPath(path)).toBeNull();
    },
  );
});
