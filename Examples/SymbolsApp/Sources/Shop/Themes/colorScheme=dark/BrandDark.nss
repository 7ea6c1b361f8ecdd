/* Dark mode: the folder's name (colorScheme=dark) attaches this file to that variant. */
Button {
    background-color: #5AA9F0;
}
