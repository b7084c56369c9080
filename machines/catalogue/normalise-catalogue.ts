/**
 * The catalogue response as the app keeps it (ordering.md §3 "Menu"): `data.home.{products,
 * featuredCategories, recentProducts}` and the categories from `data.categories` (an array, or an object
 * keyed by anything), else `data.categorias`, else `data.menu`. Pure: the catalogue flow applies it to every
 * answer and to what the cache held. Nothing in a bad answer breaks it: a missing price stays missing (it
 * resolves to 0, shown as 'Ver Precios'), unknown tags stay as they are (a card shows icons only for the
 * tags it knows), a category without products stays (the menu hides it), and records without an id or a
 * name are dropped.
 */
import { slugify } from '../rules/format';
import type { Catalogue, Category, Product, Subcategory } from './catalogue.types';

type Loose = Record<string, unknown>;

const isObject = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A list from an array, or the values of an object keyed by anything; anything else is empty. */
const listOf = (value: unknown): unknown[] => {
  if (Array.isArray(value)) return value;
  if (isObject(value)) return Object.values(value);
  return [];
};

const text = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;

const textList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** One product, or null when it has no sku and no id (nothing could open or add it). */
export function normaliseProduct(raw: unknown): Product | null {
  if (!isObject(raw)) return null;
  const sku = text(raw.sku) ?? text(raw._id);
  const id = text(raw._id) ?? sku;
  if (!sku || !id) return null;
  return {
    ...raw,
    _id: id,
    sku,
    name: text(raw.name) ?? '',
    description: text(raw.description),
    image: text(raw.image),
    imageShow: text(raw.imageShow) ?? text(raw.image),
    ref: textList(raw.ref),
    alergenos: textList(raw.alergenos),
  } as Product;
}

const products = (value: unknown): Product[] =>
  listOf(value)
    .map(normaliseProduct)
    .filter((p): p is Product => p !== null);

function normaliseSubcategory(raw: unknown): Subcategory | null {
  if (!isObject(raw)) return null;
  const id = text(raw.id) ?? text(raw._id);
  if (!id) return null;
  return {
    id,
    name: text(raw.name) ?? '',
    description: text(raw.description),
    image: text(raw.image),
    products: products(raw.products),
  };
}

/** One category; its slug is the server's, else the slug rule applied to its name (ordering.md §9). */
export function normaliseCategory(raw: unknown): Category | null {
  if (!isObject(raw)) return null;
  const id = text(raw.id) ?? text(raw._id);
  const name = text(raw.name);
  if (!id || name === null) return null;
  const slug = text(raw.slug) || slugify(name);
  return {
    id,
    name,
    slug,
    image: text(raw.image),
    type: raw.type === 'preferences' ? 'preferences' : 'category',
    products: products(raw.products),
    subcategories: listOf(raw.subcategories)
      .map(normaliseSubcategory)
      .filter((s): s is Subcategory => s !== null),
  };
}

const categories = (value: unknown): Category[] =>
  listOf(value)
    .map(normaliseCategory)
    .filter((c): c is Category => c !== null);

/**
 * The answer's `data` (or the whole envelope) as a Catalogue. The first of `categories`, `categorias`,
 * `menu` that is present is used.
 */
export function normaliseCatalogue(raw: unknown): Catalogue {
  const body = isObject(raw) && isObject(raw.data) ? raw.data : raw;
  const data = isObject(body) ? body : {};
  const home = isObject(data.home) ? data.home : {};
  const source = data.categories ?? data.categorias ?? data.menu;
  return {
    home: {
      products: products(home.products),
      featuredCategories: categories(home.featuredCategories),
      recentProducts: products(home.recentProducts),
    },
    categories: categories(source),
  };
}

/** What a cache entry must look like to be painted (anything else is ignored and refetched). */
export function isCatalogue(value: unknown): value is Catalogue {
  return (
    isObject(value) &&
    Array.isArray(value.categories) &&
    isObject(value.home) &&
    Array.isArray((value.home as Loose).products)
  );
}
