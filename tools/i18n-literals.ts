import { readFileSync } from 'node:fs';
import ts from 'typescript';

/**
 * Finds user-visible literals in views and machines (docs/i18n.md): text that should be a catalogue key.
 * Read with the TypeScript parser, not with regular expressions, so JSX text, attributes and strings are
 * told apart. What counts as user-visible:
 * - in JSX: any text child with a letter, and string values of the attributes a person reads or hears
 *   (aria-label, title, placeholder, alt, label, and props named *Label, *Text, *Message, *Title);
 * - anywhere (views, adapters, machines, rules): a string that reads as language — two words or more, an
 *   accented letter or ¿¡, or a capitalised word — unless it is code: a log or an Error, an import, a
 *   property key, a comparison, a `description` of a chart state, a CSS class, a type, a test id or
 *   route.
 * A deliberate exception carries `// i18n-exempt: <why>` on its line or the line above (or
 * `// i18n-exempt-file: <why>` for a whole data file).
 */

export interface LiteralFinding {
  file: string;
  line: number;
  text: string;
  why: string;
}

const READ_ATTRIBUTES =
  /^(aria-label|aria-description|aria-roledescription|title|placeholder|alt|label)$|(Label|Text|Message|Title)$/;
const CODE_ATTRIBUTES =
  /^(className|class|id|href|to|src|type|name|role|value|key|htmlFor|autoComplete|inputMode|pattern|data-.*|aria-(labelledby|describedby|controls|live|current|hidden|busy|invalid|modal|haspopup|expanded|selected|checked|disabled|pressed|level|orientation|owns|errormessage|keyshortcuts|atomic|relevant|sort)|lang|dir|method|target|rel|form|accept|capture|enterKeyHint|slot|style)$/;
const CODE_PROPERTIES =
  /^(type|id|src|target|className|systemId|href|path|route|key|name|initial|guard|actions|event|delay|method|kind|icon|testId|state|status|field|mode|lang|language|code|description)$/;
const LANGUAGE_LIKE =
  /[A-Za-zÀ-ÿ]{2,}[\s,.!?:;]+[A-Za-zÀ-ÿ]{2,}|[áéíóúüñÁÉÍÓÚÜÑ¿¡]|^[A-ZÁÉÍÓÚÑ][a-záéíóúñ]{2,}[.!?…]*$/;
const CODE_LIKE =
  /^[\w-]+:[\w-]+$|^[\w-]+(\.[\w-]+)+$|^[a-z][\w-]*$|^\/|^https?:|^#|^--|^[a-z]+[A-Z]\w*$|^[\w-]+\s+[\w-]+(\s+[\w-]+)*--[\w-]*$/;

function isExempt(sourceLines: string[], line: number): boolean {
  const marked = (n: number) => /i18n-exempt:/.test(sourceLines[n] ?? '');
  // The line above counts only when it is a comment of its own (not code with a trailing comment).
  const commentOnly = (n: number) => /^\s*(\/\/|\/\*|\*|\{\s*\/\*)/.test(sourceLines[n] ?? '');
  return marked(line) || (line > 0 && marked(line - 1) && commentOnly(line - 1));
}

function insideCall(node: ts.Node, pattern: RegExp): boolean {
  for (let p: ts.Node | undefined = node.parent; p; p = p.parent) {
    if (ts.isCallExpression(p) || ts.isNewExpression(p)) {
      const callee = p.expression.getText();
      if (pattern.test(callee)) return true;
    }
    if (ts.isBlock(p) || ts.isSourceFile(p)) return false;
  }
  return false;
}

function inCodePosition(
  node: ts.StringLiteral | ts.NoSubstitutionTemplateLiteral | ts.TemplateExpression,
): boolean {
  const parent = node.parent;
  if (!parent) return true;
  if (
    ts.isImportDeclaration(parent) ||
    ts.isExportDeclaration(parent) ||
    ts.isExternalModuleReference(parent)
  )
    return true;
  if (ts.isLiteralTypeNode(parent) || ts.isImportTypeNode(parent)) return true;
  if (ts.isPropertyAssignment(parent) && parent.name === node) return true;
  if (ts.isPropertyAssignment(parent) && CODE_PROPERTIES.test(parent.name.getText().replace(/['"]/g, '')))
    return true;
  if (ts.isPropertyAccessExpression(parent) || ts.isElementAccessExpression(parent)) return true;
  if (ts.isBinaryExpression(parent) && /^(===|!==|==|!=|in)$/.test(parent.operatorToken.getText()))
    return true;
  if (ts.isCaseClause(parent)) return true;
  if (ts.isJsxAttribute(parent)) return !READ_ATTRIBUTES.test(parent.name.getText());
  if (ts.isJsxExpression(parent) && parent.parent && ts.isJsxAttribute(parent.parent))
    return CODE_ATTRIBUTES.test(parent.parent.name.getText());
  if (insideCall(node, /^(console\.\w+|(new )?\w*Error|Error|assertNever|invariant|t|i18n\.t|uiText|text)$/))
    return true;
  return false;
}

export function findLiterals(file: string, source = readFileSync(file, 'utf8')): LiteralFinding[] {
  // A whole file of data that only looks like words (CSS colour names) says so once at its top.
  if (/^\/\/ i18n-exempt-file:/m.test(source)) return [];
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const lines = source.split('\n');
  const findings: LiteralFinding[] = [];
  const report = (node: ts.Node, text: string, why: string) => {
    const line = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line;
    if (!isExempt(lines, line)) findings.push({ file, line: line + 1, text: text.trim().slice(0, 80), why });
  };

  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      if (/\p{L}/u.test(node.text)) report(node, node.text, 'JSX text');
    } else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      const text = node.text.trim();
      const parent = node.parent;
      const attribute =
        parent && ts.isJsxAttribute(parent)
          ? parent
          : parent && ts.isJsxExpression(parent) && parent.parent && ts.isJsxAttribute(parent.parent)
            ? parent.parent
            : null;
      if (attribute && READ_ATTRIBUTES.test(attribute.name.getText()) && /\p{L}/u.test(text)) {
        report(node, text, `read by people (${attribute.name.getText()})`);
      } else if (!inCodePosition(node) && LANGUAGE_LIKE.test(text) && !CODE_LIKE.test(text)) {
        report(node, text, 'reads as language');
      }
    } else if (ts.isTemplateExpression(node)) {
      const text = [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' ');
      if (!inCodePosition(node) && LANGUAGE_LIKE.test(text) && !CODE_LIKE.test(text.trim())) {
        report(node, text, 'template that reads as language (use interpolation)');
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return findings;
}
