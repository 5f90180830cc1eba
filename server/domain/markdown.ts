// Comment Markdown → HTML that is safe to put into a page. Two independent layers, so that a gap in one is caught by
// the other: markdown-it never passes raw HTML through and only builds http(s)/mailto links; sanitize-html then
// keeps an allowlist of tags and attributes (no script, style, iframe, images or event handlers) and forces every
// link to open in a new tab without referrer or opener. The stored text is the Markdown source; this output is what
// clients render, and the client's Preview asks the server for it, so preview and the posted comment are identical.
import MarkdownIt, { type StateCore } from 'markdown-it';
import sanitizeHtml from 'sanitize-html';
import { splitMentions } from './mentions.ts';

const SAFE_LINK = /^(https?:|mailto:)/i;
const LINK_REL = 'noopener noreferrer nofollow';

const markdown = new MarkdownIt({ html: false, linkify: true, breaks: true, typographer: false });
// Images would load third-party URLs in every reader's browser (tracking); `![alt](url)` shows as a plain link instead.
markdown.disable('image');
// Relative, javascript:, data:, vbscript: … links are not turned into links at all; their text stays visible.
markdown.validateLink = (url) => SAFE_LINK.test(url.trim());

/** What a render is given besides the source: the usernames (lower-cased) whose @mentions are highlighted. */
type RenderEnv = { mentioned?: ReadonlySet<string> };

/**
 * Wraps the real mentions of each text token in <span class="mention">. Working on the parsed tokens keeps code
 * spans and code blocks (other token types) untouched, and the text is escaped by the renderer as usual.
 */
function highlightMentions(state: StateCore) {
  const mentioned = (state.env as RenderEnv).mentioned;
  if (!mentioned?.size) return;
  for (const block of state.tokens) {
    if (block.type !== 'inline' || !block.children) continue;
    block.children = block.children.flatMap((token) => {
      if (token.type !== 'text') return [token];
      const pieces = splitMentions(token.content, mentioned);
      if (!pieces.some((piece) => piece.mention)) return [token];
      return pieces.flatMap((piece) => {
        const text = new state.Token('text', '', 0);
        text.content = piece.text;
        if (!piece.mention) return [text];
        const open = new state.Token('mention_open', 'span', 1);
        open.attrSet('class', 'mention');
        return [open, text, new state.Token('mention_close', 'span', -1)];
      });
    });
  }
}
markdown.core.ruler.push('mentions', highlightMentions);

const alignment = { 'text-align': [/^(left|right|center)$/] };

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'hr', 'strong', 'em', 's', 'del', 'code', 'pre', 'blockquote', 'ul', 'ol', 'li', 'a', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'span'],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'], ol: ['start'], th: ['style'], td: ['style'], code: ['class'] },
  allowedClasses: { code: ['language-*'], span: ['mention'] },
  allowedStyles: { th: alignment, td: alignment },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'escape',
  transformTags: {
    // A link whose target is not http(s)/mailto keeps its text but loses the link (relative URLs included).
    a: (tagName, attribs) =>
      SAFE_LINK.test((attribs.href ?? '').trim())
        ? { tagName, attribs: { href: attribs.href, ...(attribs.title ? { title: attribs.title } : {}), rel: LINK_REL, target: '_blank' } }
        : { tagName: 'span', attribs: {} },
  },
};

/** Rendered HTML of recent sources: a live comment is rendered once for all its subscribers, not once per socket. */
const cache = new Map<string, string>();
const CACHE_ENTRIES = 500;

const NO_MENTIONS: ReadonlySet<string> = new Set();

/**
 * Markdown source → sanitised HTML, with the @mentions of `mentioned` (lower-cased usernames: the people the comment
 * really mentions) highlighted. Pure: the same source and names always give the same HTML.
 */
export function renderMarkdown(source: string, mentioned: ReadonlySet<string> = NO_MENTIONS): string {
  const key = mentioned.size ? `${[...mentioned].sort().join(' ')}\n${source}` : source;
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const env: RenderEnv = { mentioned };
  const html = sanitizeHtml(markdown.render(source, env), SANITIZE).trim();
  if (cache.size >= CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
  cache.set(key, html);
  return html;
}

/**
 * Markdown source → the text a reader sees, without its markup ("**v4** is `better`" → "v4 is better"): for
 * excerpts in notification lists, where formatting would show as raw asterisks.
 */
export function markdownPlainText(source: string): string {
  const words: string[] = [];
  for (const token of markdown.parse(source, {})) {
    if (token.type !== 'inline') {
      if (token.type.endsWith('_close') || token.type === 'fence' || token.type === 'code_block') words.push(token.type === 'fence' || token.type === 'code_block' ? token.content : ' ');
      continue;
    }
    for (const child of token.children ?? []) {
      if (child.type === 'text' || child.type === 'code_inline') words.push(child.content);
      else if (child.type === 'softbreak' || child.type === 'hardbreak') words.push(' ');
    }
  }
  return words.join('').replace(/\s+/g, ' ').trim();
}
