import { decodeHTML } from 'entities';
import { Lexer, type Token, type Tokens } from 'marked';
import { htmlToText } from './htmlText.js';

function inline(tokens: Token[] | undefined, fallback: string): string {
  if (!tokens) return decodeHTML(fallback);
  let out = '';
  for (const token of tokens) {
    switch (token.type) {
      case 'text':
        out += 'tokens' in token && token.tokens ? inline(token.tokens, token.text) : decodeHTML(token.text);
        break;
      case 'escape':
        out += decodeHTML(token.text);
        break;
      case 'codespan':
        // in its backticks, so the language passes know it for code ("run `npm init` first")
        out += `\`${decodeHTML(token.text)}\``;
        break;
      case 'br':
        out += '\n';
        break;
      case 'image':
        break;
      case 'html':
      case 'tag':
        // Inline tags (<em>, <br>) are markup, not prose.
        if (/^<br\s*\/?>$/i.test(token.raw.trim())) out += '\n';
        break;
      default: {
        const generic = token as Tokens.Generic;
        out += inline(generic.tokens, typeof generic.text === 'string' ? generic.text : '');
      }
    }
  }
  return out;
}

function blocks(tokens: Token[], out: string[]): void {
  for (const token of tokens) {
    switch (token.type) {
      case 'space':
      case 'hr':
      case 'def':
        break;
      case 'heading':
      case 'paragraph':
        out.push(inline(token.tokens, token.text).trim());
        break;
      case 'code': {
        // Code stays code, verbatim and fenced: the content-type pass and the checks need to see
        // it as such (without its fence, "mkdir my-app" was checked as a sentence).
        const code = token as Tokens.Code;
        const fence = code.text.includes('```') ? '~~~' : '```';
        out.push(`${fence}${code.lang ?? ''}\n${code.text}\n${fence}`);
        break;
      }
      case 'blockquote':
        blocks((token as Tokens.Blockquote).tokens, out);
        break;
      case 'list': {
        const lines = (token as Tokens.List).items.map((item) => {
          const inner: string[] = [];
          blocks(item.tokens, inner);
          return inner.join('\n');
        });
        out.push(lines.join('\n'));
        break;
      }
      case 'table': {
        const table = token as Tokens.Table;
        const rows = [table.header, ...table.rows].map((row) => row.map((cell) => inline(cell.tokens, cell.text).trim()).join('\t'));
        out.push(rows.join('\n'));
        break;
      }
      case 'html': {
        const text = htmlToText(token.raw, { mainContentOnly: false, markCode: true });
        if (text) out.push(text);
        break;
      }
      case 'text':
        out.push(inline((token as Tokens.Text).tokens, (token as Tokens.Text).text).trim());
        break;
      default: {
        const generic = token as Tokens.Generic;
        if (generic.tokens) blocks(generic.tokens, out);
        else if (generic.raw.trim()) out.push(generic.raw.trim());
      }
    }
  }
}

/** Markdown as the prose a reader reads: markup gone, paragraphs kept, code verbatim in its fences and backticks. */
export function markdownToText(markdown: string): string {
  const out: string[] = [];
  blocks(new Lexer({ gfm: true }).lex(markdown), out);
  return out.filter((block) => block !== '').join('\n\n');
}
