import { SnakeNamingStrategy } from 'typeorm-naming-strategies';

/** Tables, columns and join columns in snake_case (`fullName` -> `full_name`): typeorm-naming-strategies. */
export { SnakeNamingStrategy };
