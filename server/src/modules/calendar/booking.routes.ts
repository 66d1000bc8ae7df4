import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  availabilityQuerySchema,
  availabilityResponseSchema,
  BOOKING_TEXTS,
  bookingRefParamsSchema,
  moveBookingBodySchema,
  visitorBookingResponseSchema,
} from '@frontdesk/contracts/calendar';
import { errorBodySchema } from '@frontdesk/contracts/errors';
import type { CalendarService } from './calendar.service';

const errors = { 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
const tags = ['bookings'];
const access = { public: true } as const;

/** The visitor's own booking, under /api/bookings, reached by the signed link in its confirmation. */
export const bookingRoutes: FastifyPluginAsyncZod<{ calendar: CalendarService }> = async (app, { calendar }) => {
  app.get('/:ref', {
    config: { access },
    schema: {
      tags,
      summary: 'The booking a confirmation link names',
      params: bookingRefParamsSchema,
      response: { 200: visitorBookingResponseSchema, ...errors },
    },
    handler: async (request) => ({ booking: await calendar.visitorBooking(request.params.ref) }),
  });

  app.get('/:ref/free-times', {
    config: { access },
    schema: {
      tags,
      summary: 'The times the booking may move to (its own time not counted as taken)',
      params: bookingRefParamsSchema,
      querystring: availabilityQuerySchema,
      response: { 200: availabilityResponseSchema, ...errors },
    },
    handler: (request) => calendar.timesToMoveTo(request.params.ref, request.query.from, request.query.days),
  });

  app.post('/:ref/cancel', {
    config: { access },
    schema: {
      tags,
      summary: 'Cancel the booking; both sides are told by mail',
      params: bookingRefParamsSchema,
      response: { 200: visitorBookingResponseSchema, ...errors },
    },
    handler: async (request) => ({ message: BOOKING_TEXTS.cancelled, booking: await calendar.cancelBooking(request.params.ref) }),
  });

  app.post('/:ref/move', {
    config: { access },
    schema: {
      tags,
      summary: 'Move the booking to another offered slot',
      params: bookingRefParamsSchema,
      body: moveBookingBodySchema,
      response: { 200: visitorBookingResponseSchema, ...errors },
    },
    handler: async (request) => ({
      message: BOOKING_TEXTS.moved,
      booking: await calendar.moveBooking(request.params.ref, request.body.start_time),
    }),
  });
};
