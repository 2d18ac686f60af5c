import type { User } from '@encore/shared/users/user.schema';
import type { z } from 'zod';
import type { profileSchema } from '@encore/shared/users/user.schema';
import { addressColumns, addressOf, definedOnly, iso } from '../../lib/dto';
import type { UserWithRole } from '../users';

/** The API's view of a user: everything but the password hash and the token version. */
export function toUserDto(user: UserWithRole): User {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role as User['role'],
    activated: user.activated,
    dateOfBirth: user.dateOfBirth,
    gender: user.gender as User['gender'],
    phone: user.phone,
    altPhone: user.altPhone,
    address: addressOf(user),
    latitude: user.latitude,
    longitude: user.longitude,
    zoomLevel: user.zoomLevel,
    profilePicture: user.profilePicture,
    coverPicture: user.coverPicture,
    producerId: user.producerId,
    artistId: user.artistId,
    createdBy: user.createdBy,
    createdAt: iso(user.createdAt),
    updatedAt: iso(user.updatedAt),
  };
}

/** Profile input (own account or admin form) to the columns it sets; absent keys stay unchanged. */
export function profileColumns(input: Partial<z.output<typeof profileSchema>>) {
  return {
    ...definedOnly({
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      dateOfBirth: input.dateOfBirth,
      gender: input.gender,
      phone: input.phone,
      altPhone: input.altPhone,
      latitude: input.latitude,
      longitude: input.longitude,
      zoomLevel: input.zoomLevel,
      profilePicture: input.profilePicture,
      coverPicture: input.coverPicture,
    }),
    ...addressColumns(input.address),
  };
}
