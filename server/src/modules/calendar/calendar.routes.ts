import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '@frontdesk/contracts/auth';
import {
  appointmentIdParamsSchema,
  appointmentResponseSchema,
  appointmentsResponseSchema,
  CALENDAR_TEXTS,
  calendarConfigResponseSchema,
  calendarConfigSchema,
  createAppointmentBodySchema,
  saveCalendarConfigResponseSchema,
  updateAppointmentBodySchema,
} from '@frontdesk/contracts/calendar';
import {
  syncRequestSchema,
  syncStartedResponseSchema,
  SYNC_TEXTS,
  syncStatusSchema,
} from '@frontdesk/contracts/calendar-connections';
import { errorBodySchema } from '@frontdesk/contracts/errors';
import { companyOf } from '../../platform/auth-hook';
import type { CalendarService } from './calendar.service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
const tags = ['calendar'];

/** The calendar's calls under /api/company (document 001, Calendar; document 000, Calendar Settings). */
export const calendarRoutes: FastifyPluginAsyncZod<{ calendar: CalendarService }> = async (app, { calendar }) => {
  app.get('/calendar-config', {
    config: { access: { company: ['calendar', 'admin'] } },
    schema: {
      tags,
      summary: 'Working hours, time zone, slot length, buffer',
      response: { 200: calendarConfigResponseSchema, ...errors },
    },
    handler: async (request) => ({ config: await calendar.config(companyOf(request).companyId) }),
  });

  app.post('/calendar-config', {
    config: { access: { company: 'admin' } },
    schema: {
      tags,
      summary: 'Save the booking rules',
      body: calendarConfigSchema,
      response: { 200: saveCalendarConfigResponseSchema, ...errors },
    },
    handler: async (request) => ({
      message: CALENDAR_TEXTS.configSaved,
      config: await calendar.saveConfig(companyOf(request).companyId, request.body),
    }),
  });

  app.get('/appointments', {
    config: { access: { company: 'calendar' } },
    schema: { tags, summary: "The company's confirmed appointments", response: { 200: appointmentsResponseSchema, ...errors } },
    handler: async (request) => ({ appointments: await calendar.list(companyOf(request).companyId) }),
  });

  app.post('/appointments', {
    config: { access: { company: 'calendar' } },
    schema: {
      tags,
      summary: 'Create an appointment (30 minutes unless an end is given); a booked time is refused',
      body: createAppointmentBodySchema,
      response: { 201: appointmentResponseSchema, ...errors },
    },
    handler: async (request, reply) => {
      const appointment = await calendar.create(companyOf(request).companyId, request.body);
      return reply.status(201).send({ message: CALENDAR_TEXTS.created, appointment });
    },
  });

  app.put('/calendar/local/:id', {
    config: { access: { company: 'calendar' } },
    schema: {
      tags,
      summary: 'Change an appointment',
      params: appointmentIdParamsSchema,
      body: updateAppointmentBodySchema,
      response: { 200: appointmentResponseSchema, ...errors },
    },
    handler: async (request) => ({
      message: CALENDAR_TEXTS.updated,
      appointment: await calendar.update(companyOf(request).companyId, request.params.id, request.body),
    }),
  });

  app.delete('/calendar/local/:id', {
    config: { access: { company: 'calendar' } },
    schema: {
      tags,
      summary: 'Delete an appointment',
      params: appointmentIdParamsSchema,
      response: { 200: messageResponseSchema, ...errors },
    },
    handler: async (request) => {
      await calendar.remove(companyOf(request).companyId, request.params.id);
      return { message: CALENDAR_TEXTS.deleted };
    },
  });

  app.post('/calendar/sync', {
    config: { access: { company: 'calendar' } },
    schema: {
      tags,
      summary: 'Start a sync with Google Calendar and/or GHL in the background',
      body: syncRequestSchema,
      response: { 202: syncStartedResponseSchema, ...errors },
    },
    handler: async (request, reply) => {
      const status = await calendar.requestSync(companyOf(request).companyId, request.body);
      return reply.status(202).send({ message: SYNC_TEXTS.started, status });
    },
  });

  app.get('/calendar/sync-status', {
    config: { access: { company: 'calendar' } },
    schema: {
      tags,
      summary: 'The sync flags, whether a sync runs, the last sync and the appointment count',
      response: { 200: syncStatusSchema, ...errors },
    },
    handler: async (request) => calendar.syncStatus(companyOf(request).companyId),
  });
};
