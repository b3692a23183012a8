import { CONTACT_RECEIVED } from '../../modules/support/supportRoutes';
import { HIRE_RECEIVED } from '../../modules/hire/hireRoutes';
import { IMAGE_UPLOADS_PER_DAY } from '../../modules/images/imagesRoutes';
import { errors, ok } from '../docResponses';
import { SIGNED_IN_ERRORS, tooManyExample } from '../commonErrors';
import { BEARER, PUBLIC, type OperationDocs } from '../OperationDoc';

/** The contact form, hire requests and image uploads. */
export const supportDocs: OperationDocs = {
  'POST /usfw/customer-support/contact-us': {
    tags: ['support'],
    summary: 'Send a contact message',
    security: PUBLIC,
    bodyExample: {
      customer_name: 'Jane',
      customer_email: 'jane@example.com',
      customer_subject: 'API pricing',
      customer_message: 'How much does a live call cost?',
    },
    responses: {
      200: ok('Received.', { msg: CONTACT_RECEIVED }),
      ...errors({
        400: [
          'Name is required.',
          'Name must only contain letters.',
          'Invalid email format.',
          'Subject is required.',
          'Message is required.',
        ],
        429: [tooManyExample('Too many messages.')],
      }),
    },
  },
  'POST /project/csi/hire-csi-developers': {
    tags: ['support'],
    summary: 'Send a request to hire developers',
    security: BEARER,
    bodyExample: {
      fullName: 'Jane Doe',
      email: 'jane@example.com',
      phone: '+254700000000',
      company: 'Example Ltd',
      projectTitle: 'Secure customer portal',
      softwareTypes: ['Web App'],
      projectDescription:
        'A customer portal with two-factor sign-in, audit logs and encrypted document storage for our clients.',
      features: [],
      hasDesigns: false,
      hasSpecDoc: false,
      budgetRange: '',
      deadline: '2027-03-01',
      agreement: true,
    },
    responses: {
      201: ok('Received.', { msg: HIRE_RECEIVED }),
      ...errors(SIGNED_IN_ERRORS, {
        400: [
          'Please enter a valid full name (2-100 characters)',
          'Please enter a valid email address',
          'Please enter a valid phone number (6-20 digits, international format accepted)',
          'Project title must be between 5-200 characters',
          'Project description must be between 50-5000 characters',
          'You must agree to the terms to continue',
        ],
        429: [tooManyExample('Too many project requests.')],
      }),
    },
  },
  'POST /images/upload': {
    tags: ['images'],
    summary: "Upload an image (the image host's contract: multipart file and upload_preset)",
    security: BEARER,
    body: {
      mediaType: 'multipart/form-data',
      schema: {
        type: 'object',
        properties: {
          file: { type: 'string', format: 'binary', description: 'A PNG, JPEG, GIF or WebP image of at most 5 MB.' },
          upload_preset: { type: 'string', description: "Accepted for the image host's contract; not used." },
        },
        required: ['file'],
      },
    },
    responses: {
      200: ok('Stored: its URL in secure_url.'),
      ...errors(SIGNED_IN_ERRORS, {
        413: ['Request body is too large.'],
        429: [tooManyExample(`At most ${IMAGE_UPLOADS_PER_DAY} images can be uploaded a day.`)],
      }),
    },
  },
  'GET /images/:file': {
    tags: ['images'],
    summary: 'An uploaded image',
    security: PUBLIC,
    responses: {
      200: { description: 'The image.', content: { 'image/*': { schema: { type: 'string', format: 'binary' } } } },
      ...errors({ 404: ['Image not found.'] }),
    },
  },
};
