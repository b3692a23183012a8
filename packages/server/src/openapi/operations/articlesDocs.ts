import { errors, ok, plain } from '../docResponses';
import { ADMIN_ERRORS } from '../commonErrors';
import { BEARER, PUBLIC, type OperationDocs } from '../OperationDoc';

const tags = ['articles'];
const bodyExample = {
  title: 'spotting-phishing-emails',
  summary: 'How to recognise a phishing e-mail before you click.',
  category: 'phishing',
  content: '# Spotting phishing e-mails\n\nCheck the sender address first.',
  articleIsOnline: true,
};
const invalid = {
  400: [
    'Title is required.',
    'Summary is required.',
    'Category must be one of: sql injection, phishing, cryptography.',
    'Content is required.',
  ],
  409: ['An article with this title already exists.'],
};
const notFound = { 404: ['Article not found.'] };

/** Articles (public reading, admin management) and their static-content view. */
export const articlesDocs: OperationDocs = {
  'GET /articles/p/get-all-articles': {
    tags,
    summary: 'The online articles, newest first',
    security: PUBLIC,
    responses: { 200: ok('The articles.') },
  },
  'GET /articles/p/get-article/t/:title': {
    tags,
    summary: 'An online article by title (case-insensitive; hyphens match spaces)',
    security: PUBLIC,
    responses: { 200: ok('The article.'), ...errors(notFound) },
  },
  'GET /articles/a/get-all-articles': {
    tags,
    summary: 'Every article, online or not (admin)',
    security: BEARER,
    responses: { 200: ok('The articles.'), ...errors(ADMIN_ERRORS) },
  },
  'POST /articles/a/add-article': {
    tags,
    summary: 'Create an article (admin)',
    security: BEARER,
    bodyExample,
    responses: {
      201: ok('Created.', { msg: 'Article created.' }),
      ...errors(ADMIN_ERRORS, invalid),
    },
  },
  'PUT /articles/a/update-article/:articleId': {
    tags,
    summary: 'Update an article (admin)',
    security: BEARER,
    bodyExample,
    responses: {
      200: ok('Updated.', { msg: 'Article updated.' }),
      ...errors(ADMIN_ERRORS, invalid, notFound),
    },
  },
  'DELETE /articles/a/permanent-delete/:title': {
    tags,
    summary: 'Delete an article by title (admin)',
    security: BEARER,
    responses: { 200: ok('Deleted.', { msg: 'Article deleted.' }), ...errors(ADMIN_ERRORS, notFound) },
  },
  'GET /jsons/metadata.json': {
    tags: ['content'],
    summary: 'The metadata of the online articles (static-content view)',
    security: PUBLIC,
    responses: { 200: ok('The list.') },
  },
  'GET /markups/:path': {
    tags: ['content'],
    summary: "An online article's markdown by its path",
    security: PUBLIC,
    responses: {
      200: plain('The markdown.', { type: 'string' }, 'text/markdown'),
      ...errors(notFound),
    },
  },
};
