import { Field, ID, Int, ObjectType } from 'type-graphql';
import type { ProductImageView } from './product-images.js';

@ObjectType('ProductImage', { simpleResolvers: true, description: 'A photo staff uploaded for a part.' })
export class ProductImageNode {
  @Field(() => ID, { description: 'ID of the product image.' }) id!: string;
  @Field(() => String, { description: 'Address of the image, below /media/uploads.' }) url!: string;
  @Field(() => Int, { description: 'Order of the photo, smallest first.' }) position!: number;
}

export function toProductImageNode(image: ProductImageView): ProductImageNode {
  return { id: String(image.id), url: image.url, position: image.position };
}
