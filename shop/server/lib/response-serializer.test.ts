import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PictureSet } from '../../contract/picture-sets';
import { compileFastSerializer, responseSerializerCompiler } from './response-serializer';

const User = z.object({ uuid: z.string(), name: z.string(), email: z.string().nullable() });

const set: PictureSet = {
  subject: { uuid: 's1', name: 'Emma "Em" Hansen', group: false },
  job: {
    uuid: 'j1',
    name: 'Class 4B, spring',
    creationTime: '2026-03-01T08:00:00.000Z',
    hasBeenInWebShop: true,
    requireFineTunedPictures: false,
    isArchived: false,
    editor: {
      subjectChange: 3,
      imageToolbox: true,
      backgrounds: true,
      templateChange: true,
      ownPhotos: true,
      mixPhotographers: true,
    },
  },
  jobType: { uuid: 't1', name: 'School' },
  photographer: { uuid: 'p1', name: 'Fotograf Ås', logo: null },
  school: { uuid: 'sc1', name: 'Nordby skole' },
  pictures: [
    {
      uuid: 'pic1',
      width: 800,
      height: 1200,
      pictureType: 'IP',
      groupPicture: false,
      bought: true,
      inCart: false,
      greenscreen: true,
      keywords: ['favorite', 'ø\n'],
    },
  ],
  bought: false,
  inCart: true,
  year: 2026,
  avatar: { url: '/api/webshop/pictures/pic1?size=320' },
  notAvailableMessage: null,
};

function compile(schema: z.ZodType, checkAgainstContract: boolean) {
  return responseSerializerCompiler({ checkAgainstContract })({
    schema,
    method: 'GET',
    url: '/test',
    httpStatus: '200',
  });
}

describe('the fast response serializer', () => {
  it('writes a picture set as zod does', () => {
    const fast = compileFastSerializer(z.object({ pictureSet: PictureSet }));
    expect(fast).not.toBeNull();
    const written = fast?.({ pictureSet: set }) ?? '';
    expect(JSON.parse(written)).toEqual({ pictureSet: set });
  });

  it('writes only the contract properties (a row may hold a password hash)', () => {
    const written = compile(
      User,
      false,
    )({
      uuid: 'u1',
      name: 'Ada',
      email: null,
      passwordHash: 'scrypt$salt$hash',
    });
    expect(JSON.parse(written)).toEqual({ uuid: 'u1', name: 'Ada', email: null });
  });

  it('refuses a response without a required property', () => {
    expect(() => compile(User, false)({ uuid: 'u1', email: null })).toThrow();
  });

  it('outside production refuses what the contract refuses', () => {
    expect(() => compile(User, true)({ uuid: 'u1', name: 42, email: null })).toThrow();
    expect(compile(User, true)({ uuid: 'u1', name: 'Ada', email: 'a@b.no' })).toBe(
      '{"uuid":"u1","name":"Ada","email":"a@b.no"}',
    );
  });

  it('leaves to zod what JSON Schema cannot say', () => {
    const Stamp = z.object({ at: z.string().transform((s) => s.toUpperCase()) });
    expect(compileFastSerializer(Stamp)).toBeNull();
  });
});
